import { describe, expect, it } from 'vitest';
import { createProgress, formatDuration } from './progress.js';

function stream(isTTY: boolean) {
  const writes: string[] = [];
  return { isTTY, columns: 100, writes, write: (text: string) => writes.push(text) };
}

describe('formatDuration', () => {
  it('reads naturally', () => {
    expect(formatDuration(4_400)).toBe('4s');
    expect(formatDuration(185_000)).toBe('3m 05s');
    expect(formatDuration(3_720_000)).toBe('1h 02m');
  });
});

describe('createProgress', () => {
  it('redraws one line on a terminal: bar, percent, rate and ETA', () => {
    let now = 0;
    const out = stream(true);
    const progress = createProgress(out, 'products', () => now);
    now = 10_000;
    progress.update(25_000, 100_000);
    now = 10_050; // too soon to redraw
    progress.update(26_000, 100_000);
    now = 40_000;
    progress.update(100_000, 100_000);
    progress.finish();
    expect(out.writes).toHaveLength(3);
    expect(out.writes[0]).toMatch(/^\r\[█{7}░{21}\] {2}25\.0% {2}25,000\/100,000 products {2}2,500\/s {2}ETA 30s/);
    expect(out.writes[1]).toContain('100.0%');
    expect(out.writes[2]).toBe('\n');
  });

  it('prints plain lines at every tenth when not a terminal', () => {
    let now = 0;
    const out = stream(false);
    const progress = createProgress(out, 'products', () => now);
    for (let done = 0; done <= 1000; done += 50) {
      now += 100;
      progress.update(done, 1000);
    }
    progress.finish();
    expect(out.writes).toHaveLength(11);
    for (const line of out.writes) {
      expect(line.endsWith('\n')).toBe(true);
      expect(line).not.toContain('\r');
    }
    expect(out.writes[10]).toMatch(/100\.0% {2}1,000\/1,000 products/);
  });
});
