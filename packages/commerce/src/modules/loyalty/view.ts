import { LOYALTY_SETTINGS } from '@ridgeline/config';
import type { Currency } from '../pricing/index.js';
import type { LoyaltyAccountDto, LoyaltyLedgerEntryDto, LoyaltyStatusDto } from './contract.js';
import type { Membership } from './service.js';
import { pointsValueMinor, type LoyaltyStanding } from './standing.js';

export type ViewContext = { locale: string; currency: Currency };

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date as spec 1 §3 gives it: formatted for the caller's locale, and the instant itself. */
export function formattedDate(date: Date, locale: string) {
  let format = dateFormats.get(locale);
  if (!format) {
    // Dates of the programme are days: the shop's calendar is UTC, so every caller sees the same day.
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return { formattedString: format.format(date), dateValue: date.toISOString() };
}

/** Points as money in the caller's currency and locale ("$5.00", "5,00 $"). */
export function pointsMoney(points: number, ctx: ViewContext): string {
  const minor = pointsValueMinor(points, LOYALTY_SETTINGS);
  return new Intl.NumberFormat(ctx.locale, { style: 'currency', currency: ctx.currency }).format(minor / 100);
}

export function statusView(standing: LoyaltyStanding | null, ctx: ViewContext): LoyaltyStatusDto {
  if (!standing) return { loyaltyActiveInCurrentSession: false };
  return {
    loyaltyActiveInCurrentSession: true,
    tier: {
      status: standing.tier,
      expirationDate: standing.expiresAt ? formattedDate(standing.expiresAt, ctx.locale) : null,
    },
    rewardsBalance: {
      available: { points: standing.points, currencyFormattedString: pointsMoney(standing.points, ctx) },
    },
  };
}

export function accountView(
  membership: Membership,
  standing: LoyaltyStanding | null,
  ctx: ViewContext,
): LoyaltyAccountDto {
  if (!standing) return { ...statusView(null, ctx), entries: [] };
  const entries: (LoyaltyLedgerEntryDto & { at: number })[] = [
    ...membership.entries.map((e) => ({
      kind: e.kind,
      points: e.points,
      ...(e.orderNo ? { orderNo: e.orderNo } : {}),
      date: formattedDate(e.createdAt, ctx.locale),
      at: e.createdAt.getTime(),
    })),
    ...standing.lapses.map((l) => ({
      kind: 'lapse' as const,
      points: -l.points,
      date: formattedDate(l.at, ctx.locale),
      at: l.at.getTime(),
    })),
  ];
  return {
    ...statusView(standing, ctx),
    enrolledAt: formattedDate(membership.enrolledAt, ctx.locale),
    pointsThisYear: standing.pointsThisYear,
    pointsToTitanium: standing.pointsToTitanium,
    entries: entries.sort((a, b) => b.at - a.at).map(({ at: _at, ...entry }) => entry),
  };
}
