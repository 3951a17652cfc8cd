import type { CountdownTimer as CountdownTimerFields } from '@ridgeline/sdk';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { buttonClass } from '../block-styles';
import { CallToAction } from '../call-to-action';
import { backgroundClass, fontClass } from '../content-colours';
import type { Delivered } from './delivered';

export type Remaining = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds from `now` to `end`; null once `end` has come (or is no date). */
export function remainingTime(end: string, now: number): Remaining | null {
  const left = Math.floor((Date.parse(end) - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

/**
 * Countdown timer: the time left to the end, ticking each second once hydrated (the server's HTML
 * shows the time left when it was rendered); after the end, the completed message, or nothing.
 */
export function CountdownTimer({ block }: { block: Delivered<CountdownTimerFields> }) {
  const intl = useIntl();
  const end = block.endDateTime ?? '';
  const [now, setNow] = useState(() => Date.now());
  const left = remainingTime(end, now);
  const running = left !== null;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const background = block.backgroundColor ?? 'black';
  const colours = `${backgroundClass(background)} ${fontClass(block.fontColor ?? 'primary-inverted', background)}`;
  if (!left) {
    if (!block.completedMessage) return null;
    return (
      <section className={colours}>
        <p className="mx-auto max-w-[97.5rem] px-4 py-6 text-center text-xl font-bold">{block.completedMessage}</p>
      </section>
    );
  }
  const units = [
    [left.days, intl.formatMessage({ id: 'content.countdown.days', defaultMessage: 'Days' })],
    [left.hours, intl.formatMessage({ id: 'content.countdown.hours', defaultMessage: 'Hours' })],
    [left.minutes, intl.formatMessage({ id: 'content.countdown.minutes', defaultMessage: 'Minutes' })],
    [left.seconds, intl.formatMessage({ id: 'content.countdown.seconds', defaultMessage: 'Seconds' })],
  ] as const;
  return (
    <section className={colours}>
      <div className="mx-auto flex max-w-[97.5rem] flex-col items-center gap-3 px-4 py-6 text-center md:flex-row md:justify-center md:gap-8">
        <h2 className="text-xl font-bold md:text-2xl">{block.headline}</h2>
        {/* The server's time and the browser's differ by the time in between: the browser's wins, quietly. */}
        <time dateTime={end} className="flex gap-4" suppressHydrationWarning>
          {units.map(([value, unit]) => (
            <span key={unit} className="flex flex-col items-center">
              <span className="text-2xl font-bold tabular-nums md:text-3xl" suppressHydrationWarning>
                {String(value).padStart(2, '0')}
              </span>
              <span className="text-xs uppercase tracking-wide">{unit}</span>
            </span>
          ))}
        </time>
        {block.cta ? <CallToAction cta={block.cta} className={buttonClass('tertiary')} /> : null}
      </div>
    </section>
  );
}
