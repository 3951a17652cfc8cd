/**
 * A member's standing computed from their ledger and the configured programme (pure; no database).
 *
 *   loyaltyStanding({ enrolledAt, entries, now, settings })
 *     → { tier, expiresAt, points, pointsThisYear, pointsToTitanium, lapses }
 *
 * - Points: the sum of the ledger, never below zero. Points lapse when a member goes
 *   `tierDurationDays` without earning (from enrolment or the last order): the balance of that
 *   moment is reported in `lapses` and counts no more.
 * - Titanium: reached at an order that brings the points earned in the `titaniumWindowDays`
 *   before it (a rolling year) to `titaniumThresholdPoints`; it lasts `tierDurationDays` from the
 *   latest such order. Points of a cancelled order (a `reverse` entry with the same reference)
 *   never count towards a tier.
 * - Member: everyone enrolled; the tier's expiration date is when the points would lapse, null
 *   once they have.
 */
import { LOYALTY_SETTINGS, type LoyaltySettings } from '@ridgeline/config';
import type { LoyaltyEntryKind } from './schema.js';

export type TierStatus = 'member' | 'titanium';

export type StandingEntry = { kind: LoyaltyEntryKind; points: number; reference: string; createdAt: Date };

export type LoyaltyStanding = {
  tier: TierStatus;
  /** When the tier ends: Titanium's end, or when a member's points lapse; null for a lapsed member. */
  expiresAt: Date | null;
  /** Available points. */
  points: number;
  /** Points earned in the rolling window ending now (what Titanium counts). */
  pointsThisYear: number;
  /** Points still to earn within the window for Titanium; 0 when Titanium. */
  pointsToTitanium: number;
  /** Points lost to inactivity, and when. */
  lapses: { at: Date; points: number }[];
};

const DAY_MS = 86_400_000;

/** Points for an order's merchandise (minor units, after discounts, before tax and shipping). */
export function pointsForOrder(productTotalMinor: number, settings: LoyaltySettings = LOYALTY_SETTINGS): number {
  if (!Number.isFinite(productTotalMinor) || productTotalMinor <= 0) return 0;
  return Math.floor((productTotalMinor * settings.pointsPerCurrencyUnit) / 100);
}

/** What points are worth in minor units of any currency. */
export const pointsValueMinor = (points: number, settings: LoyaltySettings = LOYALTY_SETTINGS) =>
  Math.max(0, points) * settings.pointValueMinor;

export function loyaltyStanding(input: {
  enrolledAt: Date;
  entries: readonly StandingEntry[];
  now: Date;
  settings?: LoyaltySettings;
}): LoyaltyStanding {
  const settings = input.settings ?? LOYALTY_SETTINGS;
  const duration = settings.tierDurationDays * DAY_MS;
  const windowMs = settings.titaniumWindowDays * DAY_MS;
  const now = input.now.getTime();
  const entries = [...input.entries]
    .filter((e) => e.createdAt.getTime() <= now)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // Balance with lapses for inactivity.
  const lapses: LoyaltyStanding['lapses'] = [];
  let balance = 0;
  let lastActivity = input.enrolledAt.getTime();
  const lapseBefore = (time: number) => {
    if (time - lastActivity > duration && balance > 0) {
      lapses.push({ at: new Date(lastActivity + duration), points: balance });
      balance = 0;
    }
  };
  for (const entry of entries) {
    const time = entry.createdAt.getTime();
    lapseBefore(time);
    balance = Math.max(0, balance + entry.points);
    if (entry.kind === 'earn') lastActivity = Math.max(lastActivity, time);
  }
  lapseBefore(now);
  const lapsed = now - lastActivity > duration;

  // Titanium from the earn entries that were not reversed.
  const reversed = new Set(entries.filter((e) => e.kind === 'reverse').map((e) => e.reference));
  const earns = entries.filter((e) => e.kind === 'earn' && !reversed.has(e.reference));
  const earnedIn = (from: number, to: number) =>
    earns.reduce((sum, e) => {
      const t = e.createdAt.getTime();
      return t > from && t <= to ? sum + e.points : sum;
    }, 0);
  let qualifiedAt: number | undefined;
  for (const earn of earns) {
    const t = earn.createdAt.getTime();
    if (earnedIn(t - windowMs, t) >= settings.titaniumThresholdPoints) qualifiedAt = t;
  }
  const titaniumUntil = qualifiedAt === undefined ? undefined : qualifiedAt + duration;
  const isTitanium = titaniumUntil !== undefined && titaniumUntil > now;
  const pointsThisYear = earnedIn(now - windowMs, now);

  return {
    tier: isTitanium ? 'titanium' : 'member',
    expiresAt: isTitanium ? new Date(titaniumUntil) : lapsed ? null : new Date(lastActivity + duration),
    points: balance,
    pointsThisYear,
    pointsToTitanium: isTitanium ? 0 : Math.max(0, settings.titaniumThresholdPoints - pointsThisYear),
    lapses,
  };
}
