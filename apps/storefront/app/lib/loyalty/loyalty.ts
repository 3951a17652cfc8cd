import { LOYALTY_SETTINGS, minimumRedemptionMinor, type LoyaltySettings } from '@ridgeline/config';
import type { LoyaltyStatus } from '@ridgeline/sdk';
import { formatPrice } from '../i18n/format';

/**
 * The loyalty tracker's rules (spec 1 §4), pure so they are tested without a browser:
 * - the theme: 'Titanium Member' in black when the tier status is titanium, else 'Member' in blue;
 * - the expiring warning: the expiration date lies between now and now + the configured alert days;
 * - the points progress: while points are below the minimum redemption threshold, how many are
 *   still needed, with the minimum shown as money ('$5.00').
 */
export type TrackerTheme = 'titanium' | 'member';

const DAY_MS = 86_400_000;

/** Where the tracker keeps the status for 5 minutes (spec 1 §9). Log out clears session storage. */
export const LOYALTY_STATUS_KEY = 'loyaltyStatus';

export function trackerTheme(status: LoyaltyStatus): TrackerTheme {
  return status.tier?.status === 'titanium' ? 'titanium' : 'member';
}

/** Whether the tracker shows anything: not on error (no status) and not when loyalty is inactive. */
export function showsTracker(status: LoyaltyStatus | null | undefined): status is LoyaltyStatus {
  return Boolean(status?.loyaltyActiveInCurrentSession);
}

export function isExpiring(
  dateValue: string | undefined | null,
  now: Date,
  alertDays: number = LOYALTY_SETTINGS.tierExpiryAlertDays,
): boolean {
  if (!dateValue) return false;
  const at = Date.parse(dateValue);
  if (Number.isNaN(at)) return false;
  return at >= now.getTime() && at <= now.getTime() + alertDays * DAY_MS;
}

/** Points still needed for the first reward, or null once the minimum is reached. */
export function pointsProgress(
  points: number,
  settings: LoyaltySettings = LOYALTY_SETTINGS,
): { remaining: number; minimum: number; percent: number } | null {
  const minimum = settings.minimumRedemptionPoints;
  if (points >= minimum) return null;
  const have = Math.max(0, points);
  return { remaining: minimum - have, minimum, percent: Math.floor((have / minimum) * 100) };
}

/** The minimum redemption as the locale shows money: '$5.00' (en-US, en-CA), '5,00 $' (fr-CA). */
export function minimumRedemptionText(localeId: string, settings: LoyaltySettings = LOYALTY_SETTINGS): string {
  return formatPrice(minimumRedemptionMinor(settings) / 100, localeId);
}
