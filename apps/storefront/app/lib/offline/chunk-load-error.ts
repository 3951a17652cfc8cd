/** Spec 1 §9 and spec 3 §9: a page chunk that has not come within 120 s has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** How a chunk failed: its request failed ('error') or it took longer than the time-out ('timeout'). */
export type ChunkLoadErrorType = 'error' | 'timeout';

/**
 * A page chunk that could not be loaded (spec 3 §4.7): its type and its url. The message reads as
 * webpack's, which error reports and people know: "Loading chunk failed. (error: /assets/x.js)".
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly type: ChunkLoadErrorType,
    readonly url: string,
    options?: ErrorOptions,
  ) {
    super(`Loading chunk failed.\n(${type}: ${url})`, options);
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

export type ChunkImporter = (url: string) => Promise<unknown>;

/**
 * Waits for a chunk's load, failing with a ChunkLoadError when it fails ('error') or has not come
 * after `timeoutMs` (120 s: 'timeout').
 */
export function loadWithinTimeout<T>(url: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    load().catch((cause: unknown) => {
      throw isChunkLoadError(cause) ? cause : new ChunkLoadError('error', url, { cause });
    }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('timeout', url)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Imports one chunk (its URL is a built chunk's, never rewritten by the bundler) within the
 * time-out. The browser keeps no failed module fetch (Chromium), so a later try fetches it anew.
 */
export const importChunk = <T = unknown>(
  url: string,
  {
    importer = (chunk) => import(/* @vite-ignore */ chunk),
    timeoutMs,
  }: { importer?: ChunkImporter; timeoutMs?: number } = {},
) => loadWithinTimeout(url, () => importer(url) as Promise<T>, timeoutMs);
