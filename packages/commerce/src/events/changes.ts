import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { StopListening } from '../db/listen.js';
import type { Logger } from '../logger.js';

/**
 * Changes every server instance must hear of (decision 041): what each keeps in memory — the
 * category tree, the promotions, the storefront's page cache — is dropped when the data under it
 * changes, on every instance, within a moment of the commit; and a queued e-mail wakes the
 * dispatchers. One PostgreSQL channel carries them (NOTIFY is delivered at commit, to every
 * listening connection, the announcer's own included; a rolled-back change announces nothing).
 *
 * `everything` is heard, never announced: a listening connection was lost and is back, so anything
 * may have changed meanwhile.
 */
export const CHANGE_TOPICS = [
  'catalog',
  'prices',
  'promotions',
  'content',
  'stores',
  'mail',
  'shopper-context',
  'targeting',
] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];
export type HeardChange = ChangeTopic | 'everything';

export const CHANGES_CHANNEL = 'ridgeline_changes';

/**
 * Announces a change; inside a transaction, it is heard only if and when that commits. (`mail` is
 * announced by the outbox table's own trigger, migration 0030.)
 */
export async function announceChange(db: Database, topic: ChangeTopic): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${topic})`);
}

type Subscriber = (change: HeardChange) => void;
const subscribers = new Set<Subscriber>();

/** Calls `subscriber` with every change this process hears; answers how to stop. */
export function onChange(subscriber: Subscriber): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

function tell(change: HeardChange, logger: Logger): void {
  for (const subscriber of subscribers) {
    try {
      subscriber(change);
    } catch (error) {
      logger.error({ msg: 'a change subscriber failed', change, err: (error as Error).message });
    }
  }
}

const isTopic = (value: string): value is ChangeTopic => (CHANGE_TOPICS as readonly string[]).includes(value);

/** Starts hearing the database's change announcements; `stop()` on shutdown. */
export async function listenForChanges(handle: DatabaseHandle, logger: Logger): Promise<StopListening> {
  return handle.listen(CHANGES_CHANNEL, {
    message: (payload) => {
      if (isTopic(payload)) tell(payload, logger);
    },
    gap: () => tell('everything', logger),
  });
}
