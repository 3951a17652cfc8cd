import { describe, expect, it } from 'vitest';
import { lookbackStart, RECO_WINDOWS, sameSession, sessionSeconds } from './windows.js';

const at = (iso: string) => new Date(iso);

describe('lookbackStart', () => {
  it('is 90 days before now by default', () => {
    expect(lookbackStart(at('2026-11-22T12:00:00Z')).toISOString()).toBe('2026-08-24T12:00:00.000Z');
    expect(RECO_WINDOWS.lookbackDays).toBe(90);
  });

  it('takes another window', () => {
    expect(lookbackStart(at('2026-11-22T12:00:00Z'), { lookbackDays: 1 }).toISOString()).toBe(
      '2026-11-21T12:00:00.000Z',
    );
  });
});

describe('session windows', () => {
  it('are whole seconds and refuse nonsense', () => {
    expect(sessionSeconds(RECO_WINDOWS.viewSessionMinutes)).toBe(7200);
    expect(sessionSeconds(RECO_WINDOWS.basketSessionMinutes)).toBe(86_400);
    expect(() => sessionSeconds(0)).toThrow(RangeError);
    expect(() => sessionSeconds(-5)).toThrow(RangeError);
    expect(() => sessionSeconds(Number.NaN)).toThrow(RangeError);
  });

  it('hold two views up to two hours apart, either way round, inclusive', () => {
    const anchor = at('2026-11-22T12:00:00Z');
    expect(sameSession(anchor, at('2026-11-22T14:00:00Z'), 120)).toBe(true);
    expect(sameSession(anchor, at('2026-11-22T10:00:00Z'), 120)).toBe(true);
    expect(sameSession(anchor, at('2026-11-22T14:00:01Z'), 120)).toBe(false);
    expect(sameSession(anchor, at('2026-11-22T09:59:59Z'), 120)).toBe(false);
  });
});
