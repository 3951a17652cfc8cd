/** Formats a duration for people: "42s", "3m 05s", "1h 02m". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

export type ProgressStream = { isTTY?: boolean; columns?: number; write(text: string): unknown };

const BAR_WIDTH = 28;
/** Redraws at most this often on a terminal: drawing is cheap, but not free at 1000 batches. */
const TTY_INTERVAL_MS = 100;

/**
 * A progress reporter: one line redrawn with \r on a terminal (bar, percent, rate, ETA);
 * plain lines at every 10% otherwise, so CI logs stay readable.
 */
export function createProgress(stream: ProgressStream, label: string, now: () => number = () => performance.now()) {
  const started = now();
  let lastDraw = -Infinity;
  let lastDecile = -1;
  let drawn = false;

  function line(done: number, total: number): string {
    const fraction = total === 0 ? 1 : done / total;
    const elapsed = now() - started;
    const rate = elapsed > 0 ? (done / elapsed) * 1000 : 0;
    const eta = rate > 0 && done < total ? formatDuration(((total - done) / rate) * 1000) : done >= total ? '0s' : '…';
    const filled = Math.round(fraction * BAR_WIDTH);
    const bar = stream.isTTY ? `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ` : '';
    return `${bar}${(fraction * 100).toFixed(1).padStart(5)}%  ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${label}  ${Math.round(rate).toLocaleString('en-US')}/s  ETA ${eta}`;
  }

  return {
    update(done: number, total: number): void {
      if (stream.isTTY) {
        const t = now();
        if (t - lastDraw < TTY_INTERVAL_MS && done < total) return;
        lastDraw = t;
        const text = line(done, total);
        // Pad so a shorter line fully covers the previous one.
        stream.write(`\r${text.padEnd(Math.min(stream.columns ?? 100, 120) - 1)}`);
        drawn = true;
        return;
      }
      const decile = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (decile === lastDecile) return;
      lastDecile = decile;
      stream.write(`${line(done, total)}\n`);
    },
    /** Ends the redrawn line so later output starts on a fresh one. */
    finish(): void {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
