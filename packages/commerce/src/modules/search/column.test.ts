import { describe, expect, it } from 'vitest';
import { Column } from './column.js';

const column = (size: number) => new Column((n) => new Int32Array(n), size);
const values = (c: Column<Int32Array>) => [...c.data.subarray(0, c.length)];

describe('Column', () => {
  it('grows as values are appended, keeping them in order', () => {
    const c = column(2);
    for (let i = 0; i < 10; i++) c.push(i * 3);
    expect(values(c)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27]);
    expect(c.data.length).toBeGreaterThanOrEqual(10);
  });

  it('gives back the room kept for growth, and grows again after', () => {
    const c = column(1024);
    c.push(7);
    c.push(8);
    c.fit();
    expect(c.data.length).toBe(2);
    c.push(9);
    expect(values(c)).toEqual([7, 8, 9]);
  });

  it('grows from nothing once fitted empty', () => {
    const c = column(16);
    c.fit();
    expect(c.data.length).toBe(0);
    c.push(5);
    expect(values(c)).toEqual([5]);
  });
});
