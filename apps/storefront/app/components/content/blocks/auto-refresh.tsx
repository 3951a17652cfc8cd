import type { AutoRefresh as AutoRefreshFields } from '@ridgeline/sdk';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { autoRefreshState, countdown, formatCountdown, refreshUrl, type AutoRefreshProblem } from './auto-refresh-time';
import type { Delivered } from './delivered';

/** Reloads the page with the refresh time in its query (spec 3 §2.2, §4.5). */
function reloadWithRefreshTime() {
  window.location.assign(refreshUrl(window.location.href, Date.now()));
}

const PROBLEMS = {
  missing: { id: 'content.auto_refresh.no_date', defaultMessage: 'No refresh date provided' },
  invalid: { id: 'content.auto_refresh.invalid_date', defaultMessage: 'Invalid date format' },
  past: { id: 'content.auto_refresh.past_date', defaultMessage: 'Refresh date must be in the future' },
} as const satisfies Record<AutoRefreshProblem, { id: string; defaultMessage: string }>;

/**
 * Auto-refresh (spec 3 §3.8, §4.5, §5), drawn only in preview (the content environment's
 * `previewMode`; visitors get nothing and never load this code): counts down each second to the
 * refresh date — with its offset, or a wall-clock time in refreshSettings.timezone, UTC by default
 * — and reloads the page with the refresh time in its query when it is reached. A date that is
 * missing, not a date, or not in the future when the block is drawn is said in place, as an alert.
 */
export function AutoRefresh({
  block,
  onRefresh = reloadWithRefreshTime,
}: {
  block: Delivered<AutoRefreshFields>;
  /** What happens when the date is reached (tests watch it). */
  onRefresh?: () => void;
}) {
  const intl = useIntl();
  const timeZone = block.refreshSettings?.timezone ?? 'UTC';
  // Judged once, when drawn: the date must be in the future then; reaching it later reloads the page.
  const [state] = useState(() => autoRefreshState(block.refreshDateTime, timeZone, Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const at = state.ok ? state.at : undefined;
  useEffect(() => {
    if (at === undefined) return;
    let done = false;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (!done && current >= at) {
        done = true;
        clearInterval(timer);
        onRefresh();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [at, onRefresh]);

  if (!state.ok) {
    return (
      <div className="mx-auto my-4 max-w-[97.5rem] px-4" data-auto-refresh="error">
        <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-950">
          {intl.formatMessage(PROBLEMS[state.problem])}
        </p>
      </div>
    );
  }
  const left = formatCountdown(countdown(state.at, now));
  return (
    <div className="mx-auto my-4 max-w-[97.5rem] px-4" data-auto-refresh="countdown">
      <p className="rounded border border-dashed border-neutral-500 bg-neutral-50 p-3 text-sm">
        <FormattedMessage
          id="content.auto_refresh.countdown"
          defaultMessage="This page refreshes in {time} ({zone})."
          values={{
            // A timer: its changing value is not read out every second.
            time: (
              <time
                role="timer"
                dateTime={new Date(state.at).toISOString()}
                className="font-semibold tabular-nums"
                suppressHydrationWarning
              >
                {left}
              </time>
            ),
            zone: timeZone,
          }}
        />
      </p>
    </div>
  );
}
