// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '~/test/render';
import { CountdownTimer, remainingTime } from './countdown-timer';

const NOW = Date.parse('2026-12-20T12:00:00-05:00');
const block = (overrides: Record<string, unknown> = {}) => ({
  _meta: { schema: 'countdown-timer', name: 'Sale ends', deliveryId: 'cd-1' },
  headline: 'Winter Sale ends in',
  endDateTime: '2026-12-22T15:30:05-05:00',
  completedMessage: 'The Winter Sale has ended',
  backgroundColor: 'sale',
  fontColor: 'primary-inverted',
  ...overrides,
});
const digits = () => [...document.querySelectorAll('time .tabular-nums')].map((el) => el.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('remainingTime', () => {
  it('splits the time left into days, hours, minutes and seconds; null once over or for no date', () => {
    expect(remainingTime('2026-12-22T15:30:05-05:00', NOW)).toEqual({ days: 2, hours: 3, minutes: 30, seconds: 5 });
    expect(remainingTime('2026-12-20T12:00:00-05:00', NOW)).toBeNull();
    expect(remainingTime('not a date', NOW)).toBeNull();
  });
});

describe('CountdownTimer', () => {
  it('shows the time left and counts down each second', () => {
    renderInShop(<CountdownTimer block={block() as never} />);
    expect(screen.getByRole('heading', { name: 'Winter Sale ends in' })).toBeTruthy();
    expect(digits()).toEqual(['02', '03', '30', '05']);
    expect(screen.getByText('Days')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(digits()).toEqual(['02', '03', '30', '04']);
    act(() => vi.advanceTimersByTime(5000));
    expect(digits()).toEqual(['02', '03', '29', '59']);
  });

  it('gives way to the completed message at the end, or to nothing without one', () => {
    renderInShop(<CountdownTimer block={block({ endDateTime: '2026-12-20T12:00:02-05:00' }) as never} />);
    expect(digits()).toEqual(['00', '00', '00', '02']);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('The Winter Sale has ended')).toBeTruthy();
    expect(document.querySelector('time')).toBeNull();
    cleanup();
    const { container } = renderInShop(
      <CountdownTimer block={block({ endDateTime: '2026-01-01T00:00:00Z', completedMessage: '' }) as never} />,
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
