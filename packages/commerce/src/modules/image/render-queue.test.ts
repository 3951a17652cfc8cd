import { describe, expect, it } from 'vitest';
import { createRenderQueue, QueueFullError } from './render-queue.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createRenderQueue', () => {
  it('runs one job at a time, in order, and refuses beyond the waiting limit', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 2 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    let active = 0;
    let peak = 0;
    const job = (i: number) => () => {
      started.push(i);
      peak = Math.max(peak, ++active);
      return gates[i]!.promise.then(() => {
        active--;
        return i;
      });
    };
    const runs = [0, 1, 2].map((i) => queue.run(job(i)));
    expect(queue.size).toBe(3);
    await expect(queue.run(job(3))).rejects.toBeInstanceOf(QueueFullError);
    gates[1]!.resolve();
    gates[2]!.resolve();
    gates[0]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(started).toEqual([0, 1, 2]);
    expect(peak).toBe(1);
    expect(queue.size).toBe(0);
  });

  it('frees the slot when a job fails', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 1 });
    const failing = queue.run(() => Promise.reject(new Error('boom')));
    const next = queue.run(() => Promise.resolve('ok'));
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('ok');
    expect(queue.size).toBe(0);
  });
});
