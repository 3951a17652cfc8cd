/**
 * A server-sent events stream that says when something a page shows has changed (the
 * visualisation's live updates). It compares a digest of the thing: at the start (a change between
 * the page's render and the connection is not lost), at every change announced, or every second
 * when nothing is announced to this process; a different digest is sent as an event `change` whose
 * id is the digest (the browser sends it back as Last-Event-ID when it reconnects). When the thing
 * is gone (deleted, or the staff session ended) an event `gone` is sent and the stream ends.
 */

/** Subscribes to change announcements; answers how to stop. */
export type ChangeSource = (listener: () => void) => () => void;

export type ChangeStreamOptions = {
  /** The digest the page was drawn with (the browser's Last-Event-ID, else the page's own). */
  since: string | undefined;
  /** The digest just read by the caller, if any: compared at once instead of a first read. */
  current?: string;
  /** The current digest, or undefined when the thing is gone. */
  read: () => Promise<string | undefined>;
  /** Announcements of changes; without them the digest is read every `pollMs`. */
  changes: ChangeSource | undefined;
  /** The request's signal: the browser went away. */
  signal: AbortSignal;
  /** A failed read (logged by the caller); the stream goes on. */
  onError: (error: unknown) => void;
  headers?: Record<string, string>;
  pollMs?: number;
  /** A comment this often keeps proxies from closing a quiet connection. */
  heartbeatMs?: number;
  /** The stream ends after this long; the browser reconnects at once with its Last-Event-ID. */
  lifetimeMs?: number;
};

/** How soon the browser reconnects after the stream ends (sent as the stream's `retry`). */
export const RECONNECT_MS = 1_000;

/** Streams open in this process: ended when it is told to stop, so they hold no shutdown up. */
const open = new Set<() => void>();
let stopHooked = false;
function endOnStop(end: () => void): () => void {
  if (!stopHooked) {
    stopHooked = true;
    const endAll = () => {
      for (const close of [...open]) close();
    };
    process.once('SIGTERM', endAll);
    process.once('SIGINT', endAll);
  }
  open.add(end);
  return () => open.delete(end);
}

export function changeStream(options: ChangeStreamOptions): Response {
  const { pollMs = 1_000, heartbeatMs = 20_000, lifetimeMs = 5 * 60_000 } = options;
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  let last = options.since;
  let reading = false;
  let readAgain = false;
  const cleanups: (() => void)[] = [];

  const send = (text: string) => {
    if (closed || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };
  const close = () => {
    if (closed) return;
    closed = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
    try {
      controller?.close();
    } catch {
      // Already closed by the other side.
    }
  };
  const compare = (current: string) => {
    if (current === last) return;
    last = current;
    send(`id: ${current}\nevent: change\ndata: ${JSON.stringify({ digest: current })}\n\n`);
  };
  // One read at a time; announcements during a read ask for one more after it.
  const check = async () => {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      do {
        readAgain = false;
        let current: string | undefined;
        try {
          current = await options.read();
        } catch (error) {
          options.onError(error);
          continue;
        }
        if (closed) return;
        if (current === undefined) {
          send('event: gone\ndata: {}\n\n');
          close();
          return;
        }
        compare(current);
      } while (readAgain && !closed);
    } finally {
      reading = false;
    }
  };

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      send(`retry: ${RECONNECT_MS}\n\n`);
      if (options.changes) cleanups.push(options.changes(() => void check()));
      else {
        const poll = setInterval(() => void check(), pollMs);
        cleanups.push(() => clearInterval(poll));
      }
      const heartbeat = setInterval(() => send(': keep-alive\n\n'), heartbeatMs);
      const lifetime = setTimeout(close, lifetimeMs);
      cleanups.push(
        () => clearInterval(heartbeat),
        () => clearTimeout(lifetime),
      );
      if (options.signal.aborted) return close();
      options.signal.addEventListener('abort', close);
      cleanups.push(() => options.signal.removeEventListener('abort', close));
      cleanups.push(endOnStop(close));
      if (options.current !== undefined) compare(options.current);
      else void check();
    },
    cancel() {
      close();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: never compressed or buffered on the way (each event must leave at once).
      'cache-control': 'private, no-store, no-transform',
      'x-accel-buffering': 'no',
      ...options.headers,
    },
  });
}
