import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { unsettledOrders, type OrderDeps } from '../modules/order/index.js';
import type { PaymentProvider } from '../modules/payment/index.js';
import { completeOrderOnce } from './complete-order.js';
import { failOrder } from './fail-order.js';

export type RecoveryOptions = {
  db: Database;
  provider: PaymentProvider;
  logger: Logger;
  /**
   * Only orders created at least this long ago (database clock) are settled: longer than any
   * authorisation can take, so a checkout still waiting for its provider is left alone. Default 2 min.
   */
  olderThanMs?: number;
  /** Orders per round, oldest first. Default 100. */
  limit?: number;
};

export type RecoveryResult = { placed: number; failed: number; unsettled: number };

export const DEFAULT_SETTLE_AFTER_MS = 2 * 60_000;

/**
 * Settles orders left `created`: the server died between writing the order and recording its
 * payment, or the provider's answer was lost. The provider is asked what happened under the order's
 * idempotency key: an authorisation completes the order (placed, basket ordered, confirmation
 * queued); a decline, a cancelled authorisation or nothing at all fails it and puts its stock back.
 * Every change is conditional on the order still being `created`, so several instances (or a
 * shopper's retry) can settle the same order at once and it still happens once.
 */
export async function settleUnsettledOrders(options: RecoveryOptions): Promise<RecoveryResult> {
  const { db, provider, logger } = options;
  const olderThanMs = options.olderThanMs ?? DEFAULT_SETTLE_AFTER_MS;
  const deps: OrderDeps = { db, payment: provider, logger };
  const due = await unsettledOrders(db, olderThanMs, options.limit ?? 100);

  const result: RecoveryResult = { placed: 0, failed: 0, unsettled: 0 };
  for (const order of due) {
    try {
      const authorization = await provider.getAuthorization(order.id);
      if (authorization?.status === 'authorized' || authorization?.status === 'captured') {
        if ((await completeOrderOnce(deps, order, authorization)).completed) {
          result.placed++;
          logger.info({ msg: 'order settled: payment found, order placed', orderNo: order.orderNo });
        }
        continue;
      }
      const reason =
        authorization?.status === 'declined'
          ? (authorization.decline?.message ?? 'Your card was declined.')
          : authorization?.status === 'voided'
            ? 'The payment was cancelled.'
            : 'No payment was authorised for this order.';
      // 'declined' is the closest the payment statuses have to "not paid": failure_reason says which.
      if (await failOrder(deps, order, { paymentStatus: 'declined', reason })) {
        result.failed++;
        logger.info({ msg: 'order settled: not paid, stock released', orderNo: order.orderNo, reason });
      }
    } catch (err) {
      // The provider is unreachable, or the order was settled by someone else meanwhile: next round.
      result.unsettled++;
      logger.warn({ msg: 'could not settle an order yet', orderNo: order.orderNo, err: String(err) });
    }
  }
  return result;
}

type RecoveryTiming = { intervalMs?: number; olderThanMs?: number; firstRunDelayMs?: number };
const TIMING_VARIABLES = {
  intervalMs: 'ORDER_RECOVERY_INTERVAL_SECONDS',
  olderThanMs: 'ORDER_SETTLE_AFTER_SECONDS',
  firstRunDelayMs: 'ORDER_RECOVERY_FIRST_RUN_SECONDS',
} as const;

/**
 * Recovery's timing where the environment sets it (seconds): `ORDER_RECOVERY_INTERVAL_SECONDS`,
 * `ORDER_SETTLE_AFTER_SECONDS` (keep it above the provider's longest authorisation) and
 * `ORDER_RECOVERY_FIRST_RUN_SECONDS`. The fault tests shorten them to see orders settled within a
 * test; a value that is not a number of seconds stops the server at start.
 */
export function recoveryTimingFromEnv(env: NodeJS.ProcessEnv): RecoveryTiming {
  const timing: RecoveryTiming = {};
  for (const [option, variable] of Object.entries(TIMING_VARIABLES) as [keyof RecoveryTiming, string][]) {
    const text = env[variable]?.trim();
    if (!text) continue;
    const seconds = Number(text);
    if (!Number.isFinite(seconds) || seconds < 0)
      throw new Error(`${variable} must be a number of seconds, not '${text}'.`);
    timing[option] = seconds * 1000;
  }
  return timing;
}

export type OrderRecovery = {
  /** Runs a round now (after the one in progress, if any). */
  runNow(): Promise<RecoveryResult | undefined>;
  /** Stops the schedule and waits for the round in progress. */
  stop(): Promise<void>;
};

/**
 * Settles unsettled orders at start and then every `intervalMs` (default 1 min), one round at a
 * time. A server calls it once at start, with the provider it gave `createApi`, and `stop()` on shutdown.
 */
export function startOrderRecovery(
  options: RecoveryOptions & {
    intervalMs?: number;
    /** Wait this long before the first round, so a starting server answers its first pages first. */
    firstRunDelayMs?: number;
  },
): OrderRecovery {
  const intervalMs = options.intervalMs ?? 60_000;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<RecoveryResult | undefined> = Promise.resolve(undefined);

  const round = async (): Promise<RecoveryResult | undefined> => {
    try {
      const result = await settleUnsettledOrders(options);
      if (result.placed + result.failed + result.unsettled > 0)
        options.logger.info({ msg: 'order recovery round', ...result });
      return result;
    } catch (err) {
      options.logger.error({ msg: 'order recovery round failed', err: String(err) });
      return undefined;
    }
  };
  const schedule = (delayMs = intervalMs) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void run();
    }, delayMs);
    timer.unref?.();
  };
  const run = () => {
    clearTimeout(timer);
    current = current.then(round).finally(() => schedule());
    return current;
  };

  if (options.firstRunDelayMs) schedule(options.firstRunDelayMs);
  else void run();
  return {
    runNow: () => (stopped ? current : run()),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
