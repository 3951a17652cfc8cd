import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../logger.js';
import { POOL_TIMEOUTS } from './pool-health.js';

/** What a LISTEN hears: each notification's payload, and a gap when notifications may have been missed. */
export type Listener = {
  message(payload: string): void;
  /** The connection was lost and is back: whatever was announced meanwhile is unknown. */
  gap(): void;
};

export type StopListening = () => Promise<void>;

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on PostgreSQL over a connection of its own (a pooled one would be handed to queries).
 * A lost connection — a restart, a failover, a network cut — is opened again with backoff, and
 * the listener told of the gap, so that what it keeps is dropped rather than trusted.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  listener: Listener,
  logger?: Logger,
): Promise<StopListening> {
  const { default: pg } = await import('pg');
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;

  const connect = async (afterGap: boolean): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: POOL_TIMEOUTS.connectionTimeoutMillis,
    });
    let lost = false;
    const reconnect = () => {
      if (lost || stopped) return;
      lost = true;
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      retry = setTimeout(() => void connect(true), delay);
      retry.unref();
      delay = Math.min(RETRY_MAX_MS, delay * 2);
    };
    next.on('error', (error) => {
      logger?.warn({ msg: 'change notifications: connection lost, listening again shortly', err: error.message });
      reconnect();
    });
    next.on('end', reconnect);
    next.on('notification', (message) => {
      if (message.channel === channel) listener.message(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      if (!afterGap) throw error;
      reconnect();
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = RETRY_FIRST_MS;
    if (afterGap) {
      logger?.info({ msg: 'change notifications: listening again' });
      listener.gap();
    }
  };

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** LISTEN on the embedded database: one process, one connection, nothing to lose. */
export async function listenPglite(client: PGlite, channel: string, listener: Listener): Promise<StopListening> {
  const unlisten = await client.listen(channel, (payload) => listener.message(payload));
  return unlisten;
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a channel name: ${name}`);
  return `"${name}"`;
}
