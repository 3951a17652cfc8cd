import type { Database } from '../../db/client.js';
import type { Logger } from '../../logger.js';
import { onChange } from '../../events/changes.js';
import { createMailDispatcher, type MailDispatcherOptions } from './dispatcher.js';
import { mailTransportFromEnv } from './transport.js';

/**
 * What a server calls at start: with `SMTP_URL`, a running dispatcher; without, nothing runs and
 * e-mails stay pending in the outbox, readable at `/api/dev/mailbox`. `stop()` on shutdown either way.
 */
export function startMailFromEnv(options: {
  db: Database;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
  dispatcher?: Omit<MailDispatcherOptions, 'db' | 'logger' | 'transport'>;
}): { sending: boolean; wake(): void; stop(): Promise<void> } {
  const transport = mailTransportFromEnv(options.env ?? process.env);
  if (!transport) {
    options.logger.info({ msg: 'SMTP_URL is not set: e-mails stay in the outbox, readable at /api/dev/mailbox' });
    return { sending: false, wake: () => {}, stop: async () => {} };
  }
  const dispatcher = createMailDispatcher({ ...options.dispatcher, db: options.db, logger: options.logger, transport });
  dispatcher.start();
  // A message queued on any instance wakes every dispatcher (one of them claims it).
  const unsubscribe = onChange((change) => {
    if (change === 'mail' || change === 'everything') dispatcher.wake();
  });
  return {
    sending: true,
    wake: () => dispatcher.wake(),
    async stop() {
      unsubscribe();
      await dispatcher.stop();
      transport.close();
    },
  };
}
