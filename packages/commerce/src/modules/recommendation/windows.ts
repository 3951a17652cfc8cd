/**
 * How far back and how wide the behavioural recommenders look. Every activity query reads a
 * bounded slice: activities since `lookbackDays`, at most `anchorSample` anchor events and
 * `cartEventSample` cart events, so a request costs the same with a thousand rows or millions.
 */
export const RECO_WINDOWS = {
  /** Older activity says little about today's catalogue and is never read. */
  lookbackDays: 90,
  /** Views by one cookie this close to a view of the anchor count as the same browsing session. */
  viewSessionMinutes: 120,
  /** A basket lives longer than a browsing session: adds this close together were bought together. */
  basketSessionMinutes: 24 * 60,
  /** The anchor events a co-occurrence query reads, newest first… */
  anchorScan: 4000,
  /** …of which it keeps each shopper's latest, for at most this many shoppers. */
  anchorSample: 1000,
  /** The most recent cart and order events top sellers are counted over. */
  cartEventSample: 10_000,
  /** The most recent product views a shopper's recently-viewed list is built from. */
  recentViewSample: 100,
} as const;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The oldest activity a recommender reads. */
export function lookbackStart(now: Date, windows: { lookbackDays: number } = RECO_WINDOWS): Date {
  return new Date(now.getTime() - windows.lookbackDays * DAY_MS);
}

/** A session window in whole seconds, as the co-occurrence SQL takes it. */
export function sessionSeconds(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes <= 0)
    throw new RangeError('A session window must be a positive number of minutes.');
  return Math.round(minutes * 60);
}

/**
 * Whether two events of one shopper fall in one session: at most `minutes` apart, either way
 * round. The SQL applies the same rule (`BETWEEN anchor - window AND anchor + window`).
 */
export function sameSession(a: Date, b: Date, minutes: number): boolean {
  return Math.abs(a.getTime() - b.getTime()) <= sessionSeconds(minutes) * 1000;
}
