import type { Database } from '../../db/client.js';
import type { Logger } from '../../logger.js';
import type { PaymentProvider } from './provider.js';
import { createTestPaymentProvider } from './test-provider.js';

export const PAYMENT_PROVIDERS = ['test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export class PaymentConfigError extends Error {
  override name = 'PaymentConfigError';
}

/**
 * The provider `PAYMENT_PROVIDER` names (default `test`). An unknown name fails at start rather
 * than at the first checkout. A real provider is one more case here (see provider.ts).
 */
export function createPaymentProvider(options: {
  db: Database;
  logger?: Logger;
  env?: NodeJS.ProcessEnv;
}): PaymentProvider {
  const env = options.env ?? process.env;
  const name = env.PAYMENT_PROVIDER?.trim() || 'test';
  switch (name) {
    case 'test':
      if (env.NODE_ENV === 'production') {
        options.logger?.warn({
          msg: 'PAYMENT_PROVIDER is test: no money is taken, and only test card numbers are accepted',
        });
      }
      return createTestPaymentProvider({ db: options.db });
    default:
      throw new PaymentConfigError(
        `Unknown PAYMENT_PROVIDER '${name}'. Known providers: ${PAYMENT_PROVIDERS.join(', ')} (the default).`,
      );
  }
}
