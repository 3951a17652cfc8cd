import { readFileSync } from 'node:fs';

/** Percentile of sorted samples (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Prints one row of figures (p50, p95, max) for the samples, sorting them; answers the row. */
export function summarise(label: string, samples: number[], note: string) {
  samples.sort((a, b) => a - b);
  const row = {
    label,
    runs: samples.length,
    p50: percentile(samples, 50).toFixed(2),
    p95: percentile(samples, 95).toFixed(2),
    max: samples[samples.length - 1]!.toFixed(2),
  };
  console.log(`${label.padEnd(40)} p50 ${row.p50.padStart(8)} ms   p95 ${row.p95.padStart(8)} ms   max ${row.max.padStart(8)} ms   (${note})`);
  return row;
}

export async function measure(label: string, runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, runs); i++) await fn(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  return summarise(label, samples, `${runs} runs`);
}

/**
 * `runs` calls with `concurrency` of them in flight at every moment (each worker starts the next
 * as soon as its last one answers). Resolves to each call's latency in ms, in completion order.
 */
export async function runConcurrently(runs: number, concurrency: number, fn: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < runs) {
      const i = next++;
      const started = performance.now();
      await fn(i);
      samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, runs) }, worker));
  return samples;
}

/** Latency percentiles of `runs` calls made `concurrency` at a time, and calls completed per second. */
export async function measureConcurrent(
  label: string,
  runs: number,
  concurrency: number,
  fn: (i: number) => Promise<unknown>,
) {
  const started = performance.now();
  const samples = await runConcurrently(runs, concurrency, fn);
  const perSecond = runs / ((performance.now() - started) / 1000);
  const row = summarise(label, samples, `${runs} requests, ${concurrency} in flight, ${perSecond.toFixed(1)}/s`);
  return { ...row, perSecond: perSecond.toFixed(1) };
}

/**
 * CPU time a process has used, all threads, in ms (Linux; undefined elsewhere). Latency on a shared
 * machine moves with its load; a server's CPU per request does not, or much less.
 */
export function processCpuMs(pid: number): number | undefined {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in USER_HZ (100/s on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
