// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverReadyLoads } from '~/lib/hydration/server-ready-lazy';
import { renderInShop } from '~/test/render';
import { ContentBlocks } from '../content-blocks';
import { AutoRefresh } from './auto-refresh';
import { autoRefreshState, countdown, formatCountdown, refreshTarget, refreshUrl } from './auto-refresh-time';

const NOW = Date.parse('2026-12-20T12:00:00Z');
const block = (fields: Record<string, unknown>) => ({
  _meta: { schema: 'auto-refresh', name: 'Refresh at the launch', deliveryId: 'ar-1' },
  ...fields,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
afterAll(() => serverReadyLoads());

describe('refreshTarget', () => {
  it('reads a date and time with its offset', () => {
    expect(refreshTarget('2026-12-24T09:00:00Z')).toEqual({ ok: true, at: Date.parse('2026-12-24T09:00:00Z') });
    expect(refreshTarget('2026-12-24T09:00:00-05:00', 'Asia/Tokyo')).toEqual({
      ok: true,
      at: Date.parse('2026-12-24T14:00:00Z'),
    });
    expect(refreshTarget('2026-12-24T09:00:00.5+0530')).toEqual({
      ok: true,
      at: Date.parse('2026-12-24T03:30:00.500Z'),
    });
  });

  it('reads a wall-clock time in the block’s time zone, UTC by default, across changes of clocks', () => {
    expect(refreshTarget('2026-12-24T09:00:00')).toEqual({ ok: true, at: Date.parse('2026-12-24T09:00:00Z') });
    expect(refreshTarget('2026-12-24T09:00', 'America/Toronto')).toEqual({
      ok: true,
      at: Date.parse('2026-12-24T14:00:00Z'),
    });
    // Summer time in Toronto (UTC−4), and the day the clocks go back (01:30 comes twice: the first).
    expect(refreshTarget('2026-07-01T09:00:00', 'America/Toronto')).toEqual({
      ok: true,
      at: Date.parse('2026-07-01T13:00:00Z'),
    });
    expect(refreshTarget('2026-03-29T03:30:00', 'Europe/Paris')).toEqual({
      ok: true,
      at: Date.parse('2026-03-29T01:30:00Z'),
    });
    // A zone that is none counts as UTC.
    expect(refreshTarget('2026-12-24T09:00:00', 'Mars/Olympus')).toEqual({
      ok: true,
      at: Date.parse('2026-12-24T09:00:00Z'),
    });
  });

  it('says what is wrong with a date it cannot read (spec 3 §5)', () => {
    for (const missing of [undefined, null, '', '   '])
      expect(refreshTarget(missing)).toEqual({ ok: false, problem: 'missing' });
    for (const invalid of [
      'tomorrow',
      '24/12/2026',
      '2026-13-01T09:00:00',
      '2026-02-30T09:00:00',
      '2026-12-24',
      '2026-12-24T25:00:00',
      '2026-12-24T09:00:00+25:00',
      1766566800000,
    ])
      expect(refreshTarget(invalid), String(invalid)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('must be in the future when the block is drawn', () => {
    expect(autoRefreshState('2026-12-20T11:59:59Z', 'UTC', NOW)).toEqual({ ok: false, problem: 'past' });
    expect(autoRefreshState('2026-12-20T12:00:00Z', 'UTC', NOW)).toEqual({ ok: false, problem: 'past' });
    expect(autoRefreshState('2026-12-20T12:00:01Z', 'UTC', NOW)).toEqual({ ok: true, at: NOW + 1000 });
    expect(autoRefreshState(undefined, 'UTC', NOW)).toEqual({ ok: false, problem: 'missing' });
  });

  it('counts down in days, hours, minutes and seconds, and adds the refresh time to the address', () => {
    expect(formatCountdown(countdown(NOW + (26 * 3600 + 3 * 60 + 4) * 1000, NOW))).toBe('1d 02:03:04');
    expect(formatCountdown(countdown(NOW + 200, NOW))).toBe('00:00:01');
    expect(formatCountdown(countdown(NOW - 5000, NOW))).toBe('00:00:00');
    expect(refreshUrl('https://shop.test/visualization/ridgeline/x?locale=en-US&refreshTime=1', NOW)).toBe(
      `https://shop.test/visualization/ridgeline/x?locale=en-US&refreshTime=${NOW}`,
    );
  });
});

describe('AutoRefresh', () => {
  it('counts down each second, then refreshes once when the date is reached', () => {
    const onRefresh = vi.fn();
    renderInShop(
      <AutoRefresh
        block={
          block({ refreshDateTime: '2026-12-20T07:00:03', refreshSettings: { timezone: 'America/Toronto' } }) as never
        }
        onRefresh={onRefresh}
      />,
    );
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('00:00:03');
    expect(screen.getByText(/This page refreshes in/).textContent).toBe(
      'This page refreshes in 00:00:03 (America/Toronto).',
    );
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('00:00:02');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('00:00:01');
    expect(onRefresh).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1000));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(5000));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows spec 3 §8’s errors in place, as alerts, and never refreshes then', () => {
    const onRefresh = vi.fn();
    const cases = [
      [{}, 'No refresh date provided'],
      [{ refreshDateTime: 'next Friday' }, 'Invalid date format'],
      [
        { refreshDateTime: '2026-12-20T06:59:00', refreshSettings: { timezone: 'America/Toronto' } },
        'Refresh date must be in the future',
      ],
    ] as const;
    for (const [fields, message] of cases) {
      renderInShop(<AutoRefresh block={block(fields) as never} onRefresh={onRefresh} />);
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(screen.queryByRole('timer')).toBeNull();
      cleanup();
    }
    act(() => void vi.advanceTimersByTime(60_000));
    expect(onRefresh).not.toHaveBeenCalled();
  });
});

describe('the auto-refresh block in a page', () => {
  const blocks = [block({ refreshDateTime: '2020-01-01T00:00:00Z' })];

  it('draws nothing for visitors', () => {
    const { container } = renderInShop(<ContentBlocks blocks={blocks} showRaw={false} />);
    expect(container.textContent).toBe('');
  });

  it('draws in preview mode', async () => {
    vi.useRealTimers();
    renderInShop(<ContentBlocks blocks={blocks} previewMode />);
    expect((await screen.findByRole('alert')).textContent).toBe('Refresh date must be in the future');
  });
});
