/** Percentile of sorted samples (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export async function measure(label: string, runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, runs); i++) await fn(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const row = {
    label,
    runs,
    p50: percentile(samples, 50).toFixed(2),
    p95: percentile(samples, 95).toFixed(2),
    max: samples[samples.length - 1]!.toFixed(2),
  };
  console.log(`${label.padEnd(40)} p50 ${row.p50.padStart(8)} ms   p95 ${row.p95.padStart(8)} ms   max ${row.max.padStart(8)} ms   (${runs} runs)`);
  return row;
}
