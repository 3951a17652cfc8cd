import { describe, expect, it } from 'vitest';
import { dotWindow } from './carousel-dots';

describe('dotWindow', () => {
  it('shows every dot up to 5', () => {
    expect(dotWindow(3, 0)).toEqual([0, 1, 2]);
    expect(dotWindow(5, 4)).toEqual([0, 1, 2, 3, 4]);
  });
  it('shows a window of 5 around the current slide beyond that', () => {
    expect(dotWindow(10, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(dotWindow(10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(dotWindow(10, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});
