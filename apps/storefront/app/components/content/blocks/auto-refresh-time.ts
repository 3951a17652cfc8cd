/**
 * The auto-refresh block's rules (spec 3 §3.8, §4.5, §5), kept apart from its renderer so they are
 * tested without a browser: when the refresh falls, and what the countdown shows until then.
 */

/** Why a refresh date cannot be counted down to: spec 3 §8's three auto-refresh errors. */
export type AutoRefreshProblem = 'missing' | 'invalid' | 'past';

export type RefreshTarget = { ok: true; at: number } | { ok: false; problem: 'missing' | 'invalid' };

/** The query parameter added when the block reloads the page (spec 3 §2.2 "a refresh time query"). */
export const REFRESH_TIME_PARAM = 'refreshTime';

// 2026-12-24T09:00, …T09:00:00, …T09:00:00.250, each with an optional Z or ±hh:mm (or ±hhmm).
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const validZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant of a refresh date: a date and time with its offset (`Z`, `-05:00`), or a wall-clock
 * time in the block's time zone (refreshSettings.timezone; UTC when absent or not a zone). No value
 * is "missing"; one that is no date and time of the calendar (13th month, 30 February, words) is
 * "invalid".
 */
export function refreshTarget(value: unknown, timeZone: unknown = 'UTC'): RefreshTarget {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return { ok: false, problem: 'missing' };
  }
  const match = typeof value === 'string' ? DATE_TIME.exec(value.trim()) : null;
  if (!match) return { ok: false, problem: 'invalid' };
  const field = (index: number) => Number(match[index] ?? 0);
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map(field) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = Number(`${match[7] ?? ''}000`.slice(0, 3));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const check = new Date(wall);
  // Date.UTC rolls 30 February over into March: such a date is not on the calendar.
  if (
    year < 1 ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return { ok: false, problem: 'invalid' };
  }
  const offset = match[8];
  if (offset) {
    if (offset.toUpperCase() === 'Z') return { ok: true, at: wall };
    const sign = offset.startsWith('-') ? -1 : 1;
    const digits = offset.slice(1).replace(':', '');
    const hours = Number(digits.slice(0, 2));
    const minutes = Number(digits.slice(2, 4));
    if (hours > 23 || minutes > 59) return { ok: false, problem: 'invalid' };
    return { ok: true, at: wall - sign * (hours * 60 + minutes) * 60_000 };
  }
  const zone = typeof timeZone === 'string' && timeZone && validZone(timeZone) ? timeZone : 'UTC';
  if (zone === 'UTC') return { ok: true, at: wall };
  // The instant whose wall clock in the zone reads `wall`: the offset at a first guess, then again
  // at the instant it gives (the two differ only across a change of clocks).
  const guess = wall - zoneOffset(wall, zone);
  return { ok: true, at: wall - zoneOffset(guess, zone) };
}

export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds from `now` to `at` (rounded up: 0.2 s left shows 1 s). */
export function countdown(at: number, now: number): Countdown {
  const left = Math.max(0, Math.ceil((at - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

/** `1d 02:03:04`, or `02:03:04` under a day. */
export function formatCountdown({ days, hours, minutes, seconds }: Countdown): string {
  const clock = [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}

/**
 * What the block shows when first drawn: a countdown to a refresh date in the future, else the
 * problem (spec 3 §5: "must be provided, be a valid format and be in the future").
 */
export function autoRefreshState(
  value: unknown,
  timeZone: unknown,
  now: number,
): { ok: true; at: number } | { ok: false; problem: AutoRefreshProblem } {
  const target = refreshTarget(value, timeZone);
  if (!target.ok) return target;
  return target.at > now ? target : { ok: false, problem: 'past' };
}

/** The page's address with the refresh time (the moment of the reload, epoch ms) in its query. */
export function refreshUrl(href: string, now: number): string {
  const url = new URL(href);
  url.searchParams.set(REFRESH_TIME_PARAM, String(now));
  return url.toString();
}
