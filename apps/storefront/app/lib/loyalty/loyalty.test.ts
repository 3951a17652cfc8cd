import { describe, expect, it } from 'vitest';
import { LOYALTY_SETTINGS } from '@ridgeline/config';
import { isExpiring, minimumRedemptionText, pointsProgress, showsTracker, trackerTheme } from './loyalty';

const status = (tier: 'member' | 'titanium', points = 0) => ({
  loyaltyActiveInCurrentSession: true,
  tier: { status: tier, expirationDate: { formattedString: 'Dec 31, 2026', dateValue: '2026-12-31T00:00:00.000Z' } },
  rewardsBalance: { available: { points, currencyFormattedString: '$0.00' } },
});

describe('loyalty tracker rules', () => {
  it('shows Titanium in black only for the titanium status, Member otherwise', () => {
    expect(trackerTheme(status('titanium'))).toBe('titanium');
    expect(trackerTheme(status('member'))).toBe('member');
    expect(trackerTheme({ loyaltyActiveInCurrentSession: true })).toBe('member');
  });

  it('shows nothing on error or when loyalty is not active in the session', () => {
    expect(showsTracker(null)).toBe(false);
    expect(showsTracker(undefined)).toBe(false);
    expect(showsTracker({ loyaltyActiveInCurrentSession: false })).toBe(false);
    expect(showsTracker(status('member'))).toBe(true);
  });

  it('warns only when the expiration date is between now and now plus the alert days', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(LOYALTY_SETTINGS.tierExpiryAlertDays).toBe(30);
    expect(isExpiring('2026-12-31T00:00:00Z', now)).toBe(true);
    expect(isExpiring('2026-12-01T00:00:00Z', now)).toBe(true);
    expect(isExpiring('2027-01-01T00:00:00Z', now)).toBe(false);
    expect(isExpiring('2026-11-30T00:00:00Z', now)).toBe(false);
    expect(isExpiring('2026-12-10T00:00:00Z', now, 5)).toBe(false);
    expect(isExpiring(null, now)).toBe(false);
    expect(isExpiring('not a date', now)).toBe(false);
  });

  it('counts the points still needed below the minimum redemption, shown as $5.00', () => {
    expect(pointsProgress(120)).toEqual({ remaining: 380, minimum: 500, percent: 24 });
    expect(pointsProgress(0)).toEqual({ remaining: 500, minimum: 500, percent: 0 });
    expect(pointsProgress(499)?.remaining).toBe(1);
    expect(pointsProgress(500)).toBeNull();
    expect(pointsProgress(2000)).toBeNull();
    expect(minimumRedemptionText('en-US')).toBe('$5.00');
    expect(minimumRedemptionText('en-CA')).toBe('$5.00');
    expect(minimumRedemptionText('fr-CA')).toBe('5,00 $');
  });
});
