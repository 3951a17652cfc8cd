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
  readonly type: ChunkLoadErrorType;
  readonly url: string;

  constructor(type: ChunkLoadErrorType, url: string, options?: { cause?: unknown }) {
    super(`Loading chunk failed.\n(${type}: ${url})`, options);
    this.type = type;
    this.url = url;
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');

export type ChunkImporter = (url: string) => Promise<unknown>;

/** The browser's own module loader: the URL is a built chunk's, never rewritten by the bundler. */
const importModule: ChunkImporter = (url) => import(/* @vite-ignore */ url);

/**
 * Waits for a chunk's load, failing with a ChunkLoadError when it fails ('error') or has not come
 * after `timeoutMs` (120 s: 'timeout').
 */
export function loadWithinTimeout<T>(
  url: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', url)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(cause) ? cause : new ChunkLoadError('error', url, { cause }));
      },
    );
  });
}

/**
 * Imports one chunk within the time-out. The browser keeps no failed module fetch (Chromium), so a
 * later try fetches it anew.
 */
export function importChunk<T = unknown>(
  url: string,
  { importer = importModule, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: { importer?: ChunkImporter; timeoutMs?: number } = {},
): Promise<T> {
  return loadWithinTimeout(url, () => importer(url) as Promise<T>, timeoutMs);
}
