/** Refused because the queue is full; the route answers 503 with Retry-After. */
export class QueueFullError extends Error {
  constructor() {
    super('Too many images are being drawn; try again shortly.');
    this.name = 'QueueFullError';
  }
}

export type RenderQueue = {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running plus jobs waiting. */
  readonly size: number;
};

/**
 * At most `concurrency` jobs at once and `maxWaiting` more in line; beyond that a job is refused
 * at once, so a burst of new sizes costs a few queued closures, not a pile of decoded bitmaps.
 */
export function createRenderQueue({ concurrency = 1, maxWaiting = 64 } = {}): RenderQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  // A finishing job hands its slot straight to the next in line, so none can slip in between.
  const release = () => {
    const wake = waiting.shift();
    if (wake) wake();
    else running--;
  };

  return {
    get size() {
      return running + waiting.length;
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length >= maxWaiting) throw new QueueFullError();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
