import { LOYALTY_SETTINGS } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { loyaltyStanding, pointsForOrder, type StandingEntry } from './standing.js';

const DAY = 86_400_000;
const enrolledAt = new Date('2026-01-01T00:00:00Z');
const at = (days: number) => new Date(enrolledAt.getTime() + days * DAY);
const earn = (days: number, points: number, reference = `RL${days}`): StandingEntry => ({
  kind: 'earn',
  points,
  reference,
  createdAt: at(days),
});
const standing = (entries: StandingEntry[], nowDays: number) =>
  loyaltyStanding({ enrolledAt, entries, now: at(nowDays), settings: LOYALTY_SETTINGS });

describe('pointsForOrder', () => {
  it('gives 10 points per whole dollar of merchandise, rounded down', () => {
    expect(pointsForOrder(12_999)).toBe(1299);
    expect(pointsForOrder(9)).toBe(0);
    expect(pointsForOrder(0)).toBe(0);
    expect(pointsForOrder(-500)).toBe(0);
    expect(pointsForOrder(Number.NaN)).toBe(0);
  });
});

describe('loyaltyStanding', () => {
  it('makes a new member a Member until a year after enrolment, with no points', () => {
    expect(standing([], 10)).toEqual({
      tier: 'member',
      expiresAt: at(365),
      points: 0,
      pointsThisYear: 0,
      pointsToTitanium: 10_000,
      lapses: [],
    });
  });

  it('sums the ledger, and each order moves the Member expiration a year on', () => {
    const s = standing([earn(5, 300), earn(40, 450), { ...earn(50, -200), kind: 'redeem', reference: 'R1' }], 60);
    expect(s.points).toBe(550);
    expect(s.expiresAt).toEqual(at(40 + 365));
    expect(s.pointsThisYear).toBe(750);
  });

  it('lets points lapse after a year without an order, and reports it', () => {
    const s = standing([earn(5, 300)], 5 + 366);
    expect(s.points).toBe(0);
    expect(s.lapses).toEqual([{ at: at(5 + 365), points: 300 }]);
    expect(s.expiresAt).toBeNull();
    // An order after the lapse starts over from zero.
    const again = standing([earn(5, 300), earn(400, 120)], 401);
    expect(again.points).toBe(120);
    expect(again.lapses).toHaveLength(1);
    expect(again.expiresAt).toEqual(at(400 + 365));
  });

  it('reaches Titanium at the order that brings a rolling year to the threshold, for a year from then', () => {
    const s = standing([earn(10, 6000), earn(300, 4000)], 310);
    expect(s.tier).toBe('titanium');
    expect(s.expiresAt).toEqual(at(300 + 365));
    expect(s.pointsToTitanium).toBe(0);
    // The same points spread over more than a year never reach it.
    const spread = standing([earn(10, 6000), earn(380, 4000)], 390);
    expect(spread.tier).toBe('member');
    expect(spread.pointsToTitanium).toBe(6000);
    // And Titanium ends a year after it was reached.
    expect(standing([earn(10, 6000), earn(300, 4000)], 300 + 366).tier).toBe('member');
  });

  it('never counts a cancelled order towards Titanium, and keeps the balance at zero or more', () => {
    const s = standing(
      [earn(10, 6000), earn(20, 4000, 'RL2'), { kind: 'reverse', points: -4000, reference: 'RL2', createdAt: at(25) }],
      30,
    );
    expect(s.tier).toBe('member');
    expect(s.points).toBe(6000);
    const spent = standing(
      [
        earn(10, 600, 'RL1'),
        { kind: 'redeem', points: -500, reference: 'R1', createdAt: at(11) },
        { kind: 'reverse', points: -600, reference: 'RL1', createdAt: at(12) },
      ],
      13,
    );
    expect(spent.points).toBe(0);
  });

  it('ignores entries dated after now', () => {
    expect(standing([earn(100, 500)], 50).points).toBe(0);
  });
});
