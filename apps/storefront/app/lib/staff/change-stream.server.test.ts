import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeStream, type ChangeSource } from './change-stream.server';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The announcements a test makes, as the server's change channel would. */
function announcements() {
  const listeners = new Set<() => void>();
  const source: ChangeSource = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { source, announce: () => listeners.forEach((listener) => listener()), listeners };
}

/** Reads what the stream has sent so far. */
function reader(response: Response) {
  const stream = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const pump = async () => {
    for (;;) {
      const { done, value } = await stream.read();
      if (done) {
        ended = true;
        return;
      }
      text += decoder.decode(value);
    }
  };
  void pump();
  return {
    text: async () => {
      await vi.advanceTimersByTimeAsync(0);
      return text;
    },
    ended: () => ended,
    cancel: () => stream.cancel(),
  };
}

describe('changeStream', () => {
  it('is an event stream never stored or transformed; it says when the digest changes, and only then', async () => {
    const { source, announce, listeners } = announcements();
    let digest = 'one';
    const read = vi.fn(async () => digest);
    const abort = new AbortController();
    const response = changeStream({
      since: 'one',
      current: 'one',
      read,
      changes: source,
      signal: abort.signal,
      onError: vi.fn(),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store, no-transform');
    const events = reader(response);
    expect(await events.text()).toBe('retry: 1000\n\n');
    expect(read).not.toHaveBeenCalled();

    announce();
    expect(await events.text()).toBe('retry: 1000\n\n');
    digest = 'two';
    announce();
    expect(await events.text()).toContain('id: two\nevent: change\ndata: {"digest":"two"}\n\n');
    expect(read).toHaveBeenCalledTimes(2);

    // The browser leaves: nothing is listened to any more.
    abort.abort();
    await events.text();
    expect(events.ended()).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('sends a change at once when the page was drawn from another digest than the current one', async () => {
    const response = changeStream({
      since: 'old',
      current: 'new',
      read: async () => 'new',
      changes: announcements().source,
      signal: new AbortController().signal,
      onError: vi.fn(),
    });
    const events = reader(response);
    expect(await events.text()).toContain('id: new\nevent: change');
    await events.cancel();
  });

  it('reads every second when no changes are announced, says `gone` and ends when the thing is', async () => {
    let digest: string | undefined = 'one';
    const read = vi.fn(async () => digest);
    const events = reader(
      changeStream({
        since: 'one',
        read,
        changes: undefined,
        signal: new AbortController().signal,
        onError: vi.fn(),
        pollMs: 1_000,
      }),
    );
    await events.text();
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(2);
    digest = undefined;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await events.text()).toContain('event: gone\n');
    expect(events.ended()).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps going past a failed read, sends a heartbeat, and ends after its lifetime', async () => {
    const onError = vi.fn();
    const read = vi.fn().mockRejectedValueOnce(new Error('engine down')).mockResolvedValue('one');
    const { source, announce } = announcements();
    const events = reader(
      changeStream({
        since: 'one',
        read,
        changes: source,
        signal: new AbortController().signal,
        onError,
        heartbeatMs: 1_000,
        lifetimeMs: 3_000,
      }),
    );
    await events.text();
    expect(onError).toHaveBeenCalledTimes(1);
    announce();
    await events.text();
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await events.text()).toContain(': keep-alive\n\n');
    await vi.advanceTimersByTimeAsync(2_000);
    await events.text();
    expect(events.ended()).toBe(true);
  });

  it('reads once more after a read that announcements overtook, never two at a time', async () => {
    let release: (() => void) | undefined;
    let reading = 0;
    let most = 0;
    const read = vi.fn(async () => {
      reading += 1;
      most = Math.max(most, reading);
      await new Promise<void>((resolve) => (release = resolve));
      reading -= 1;
      return 'one';
    });
    const { source, announce } = announcements();
    const events = reader(
      changeStream({
        since: 'one',
        current: 'one',
        read,
        changes: source,
        signal: new AbortController().signal,
        onError: vi.fn(),
      }),
    );
    await events.text();
    announce();
    announce();
    announce();
    await events.text();
    release?.();
    await events.text();
    release?.();
    await events.text();
    expect(read).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    await events.cancel();
  });
});
