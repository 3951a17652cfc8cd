// Figures kept from one bench run to the next, per database driver and catalogue size, in
// $DATA_DIR/bench-<part>.json: running the bench on a 10,000- and then a 100,000-product catalogue
// of the same driver prints the growth. Drivers are never compared with each other.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Latency in ms; where measured, the slowest call, calls a second and the servers' CPU time per call (ms). */
export type Figures = Record<string, { p50: number; p95: number; max?: number; perSecond?: number; cpuMs?: number }>;
/** One row measureConcurrent printed, with the servers' CPU time a call where it was counted, as figures to keep. */
export function concurrentFigures(
  row: { p50: string; p95: string; max: string; perSecond: string },
  cpuMs: number | undefined,
): Figures[string] {
  return { p50: Number(row.p50), p95: Number(row.p95), max: Number(row.max), perSecond: Number(row.perSecond), cpuMs };
}

/** Keyed `${driver} ${products}`, e.g. `postgres 100000`. */
type History = Record<string, Figures>;

function historyFile(part: string): string {
  return path.join(path.resolve(process.env.DATA_DIR ?? '.data'), `bench-${part}.json`);
}

function readHistory(part: string): History {
  try {
    return JSON.parse(readFileSync(historyFile(part), 'utf8')) as History;
  } catch {
    return {};
  }
}

/** Keeps this run's figures and prints, for this driver, the growth from the smallest catalogue measured to the largest. */
export function recordFigures(part: string, driver: string, products: number, figures: Figures): void {
  const history = { ...readHistory(part), [`${driver} ${products}`]: figures };
  mkdirSync(path.dirname(historyFile(part)), { recursive: true });
  writeFileSync(historyFile(part), JSON.stringify(history, null, 2));

  const sizes = Object.keys(history)
    .filter((key) => key.startsWith(`${driver} `))
    .map((key) => Number(key.slice(driver.length + 1)))
    .sort((a, b) => a - b);
  if (sizes.length < 2) {
    console.log(
      `(run the bench on ${driver} with a catalogue of another size, e.g. 10,000 and 100,000 products, to see growth)`,
    );
    return;
  }
  const small = history[`${driver} ${sizes[0]}`]!;
  const large = history[`${driver} ${sizes[sizes.length - 1]}`]!;
  const n = (size: number) => size.toLocaleString('en-US');
  console.log(`\ngrowth on ${driver}, ${n(sizes[0]!)} → ${n(sizes[sizes.length - 1]!)} products (p50 and p95)`);
  for (const [label, after] of Object.entries(large)) {
    const before = small[label];
    if (!before) continue;
    const ms = (value: number) => value.toFixed(2).padStart(7);
    console.log(
      `${label.padEnd(40)} p50 ${ms(before.p50)} → ${ms(after.p50)} ms ×${(after.p50 / before.p50).toFixed(2)}   ` +
        `p95 ${ms(before.p95)} → ${ms(after.p95)} ms ×${(after.p95 / before.p95).toFixed(2)}`,
    );
  }
}
