import { readdirSync, readFileSync } from 'node:fs';

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
  const fields = statFields(pid);
  // utime and stime, in USER_HZ (100/s on Linux).
  return fields && (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time of processes and all their descendants alive now, in ms (Linux; undefined elsewhere): a
 * server with WEB_CONCURRENCY workers does its work in the primary's children.
 */
export function processTreeCpuMs(pids: readonly number[]): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const children = new Map<number, number[]>();
  for (const name of entries) {
    const parent = Number(statFields(Number(name))?.[1]);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
  }
  let total = 0;
  const visit = (pid: number) => {
    total += processCpuMs(pid) ?? 0;
    for (const child of children.get(pid) ?? []) visit(child);
  };
  pids.forEach(visit);
  return total;
}

/** /proc/{pid}/stat's fields after the command name (state, ppid, …), or undefined when it has gone. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may itself hold ") ".
    return stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  } catch {
    return undefined;
  }
}
