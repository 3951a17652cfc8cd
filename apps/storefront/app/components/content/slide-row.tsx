import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SLIDE_TRACK } from '../carousel/track';

/**
 * A row of slides that scrolls sideways (swipe, trackpad, keyboard) with Previous and Next buttons
 * that move by one view; the buttons show only when the slides overflow. `labelledBy` names the
 * carousel (its heading's id).
 */
export function SlideRow({
  labelledBy,
  label,
  children,
  className = '',
}: {
  labelledBy?: string;
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  const intl = useIntl();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' });
  const overflowing = !(edges.start && edges.end);
  const arrow =
    'flex size-10 items-center justify-center rounded-full border border-neutral-400 bg-white text-ink disabled:opacity-40';
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className="relative"
    >
      <ul ref={track} onScroll={measure} className={`${SLIDE_TRACK} ${className}`}>
        {children}
      </ul>
      {overflowing ? (
        <div className="mt-2 flex justify-end gap-2">
          <button
            type="button"
            disabled={edges.start}
            onClick={() => scroll(-1)}
            className={arrow}
            aria-label={intl.formatMessage({ id: 'carousel.previous', defaultMessage: 'Previous' })}
          >
            ‹
          </button>
          <button
            type="button"
            disabled={edges.end}
            onClick={() => scroll(1)}
            className={arrow}
            aria-label={intl.formatMessage({ id: 'carousel.next', defaultMessage: 'Next' })}
          >
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
