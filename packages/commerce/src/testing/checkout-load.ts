// Shoppers adding to their bags and placing orders over HTTP, without pause, for fault tests: what
// each one was answered is kept, and what the database holds afterwards is checked against it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../modules/mail/schema.js';
import { orders } from '../modules/order/schema.js';
import { paymentTestAuthorizations } from '../modules/payment/schema.js';
import { inventoryRecords } from '../modules/inventory/schema.js';
import { ADDRESS } from '../modules/order/testing.js';
import { waitFor } from './free-port.js';
import { stockedVariants } from './stock.js';

/** One answer a shopper got: its HTTP status, or how the request failed without one. */
export type Answer = {
  at: number;
  step: string;
  status: number | 'network' | 'timeout';
  code?: string;
  retryAfter?: string | null;
  ms: number;
};

export type LoadReport = {
  answers: Answer[];
  /** Orders a shopper was answered as placed (201 or 200, status placed). */
  placed: Set<string>;
  /** Orders whose payment the shopper was told could not be confirmed (503 payment_not_confirmed). */
  unconfirmed: Set<string>;
  /** Place-order calls whose answer never came (engine unavailable or gone) and were not tried again. */
  abandoned: number;
  /**
   * Retried place-orders answered that the order was settled unpaid meanwhile (402 or 409
   * order_not_completed: recovery found no payment for it): nothing charged, the bag stays open.
   */
  settledUnpaid: number;
  /** Answers no shopper should ever get (a 500, a 4xx the checkout does not explain). */
  unexpected: Answer[];
  /** Requests under way now, by step. */
  inFlight: Record<string, number>;
};

export type CheckoutLoad = {
  report: LoadReport;
  /** Lets every shopper finish the request under way, then resolves with what they were answered. */
  stop(): Promise<LoadReport>;
};

/** The wait between tries while the engine is unavailable: shoppers keep pressing, as real ones do. */
const BACKOFF_MS = 250;
/**
 * An answer slower than this counts as a hang. A retried place-order may wait up to 10 s for the
 * first try's payment (IN_FLIGHT_WAIT_MS) before it answers.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/** Variants for the load, stocked far beyond what it can sell, so stock never refuses an order. */
export async function loadVariants(db: Database, count = 6): Promise<string[]> {
  const rows = await stockedVariants(db, count, 1);
  const ids = rows.map((row) => row.id);
  await db.update(inventoryRecords).set({ ats: 1_000_000 }).where(inArray(inventoryRecords.productId, ids));
  return ids;
}

class Unanswered extends Error {}

/**
 * `shoppers` shoppers, each in a loop: a guest session, one variant in the bag, e-mail, addresses
 * and shipping, then place the order with the test provider's card token. While the engine answers
 * 503 `unavailable` (or not at all) a step is tried again. A place-order left without answer is
 * tried again by even-numbered shoppers (the engine must answer the same order) and abandoned by
 * odd-numbered ones (recovery must settle it). Every `lostEvery`-th order uses the card whose
 * authorisation answer is lost, leaving an order for recovery whatever the fault's timing.
 */
export function startCheckoutLoad(options: {
  apiUrl: string;
  variants: string[];
  shoppers?: number;
  lostEvery?: number;
}): CheckoutLoad {
  const report: LoadReport = {
    answers: [],
    placed: new Set(),
    unconfirmed: new Set(),
    abandoned: 0,
    settledUnpaid: 0,
    unexpected: [],
    inFlight: {},
  };
  let stopping = false;
  let checkouts = 0;

  async function call(step: string, token: string | undefined, method: string, path: string, body?: unknown) {
    const started = Date.now();
    const url = `${options.apiUrl}${path}${path.includes('?') ? '&' : '?'}locale=en-CA`;
    let answer: Answer;
    let json: Record<string, unknown> = {};
    report.inFlight[step] = (report.inFlight[step] ?? 0) + 1;
    try {
      const response = await fetch(url, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      const error = json.error as { code?: string } | undefined;
      answer = {
        at: started,
        step,
        status: response.status,
        ...(error?.code ? { code: error.code } : {}),
        retryAfter: response.headers.get('retry-after'),
        ms: Date.now() - started,
      };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      answer = { at: started, step, status: timedOut ? 'timeout' : 'network', ms: Date.now() - started };
    } finally {
      report.inFlight[step]!--;
    }
    report.answers.push(answer);
    return { answer, json };
  }

  const unavailable = (answer: Answer) =>
    answer.status === 'network' || (answer.status === 503 && answer.code === 'unavailable');
  const pause = () => new Promise((resolve) => setTimeout(resolve, BACKOFF_MS));

  /** A step tried until it is answered `expected`; any other answer is unexpected. */
  async function step(name: string, token: string | undefined, method: string, path: string, body?: unknown) {
    for (;;) {
      if (stopping) throw new Unanswered(name);
      const { answer, json } = await call(name, token, method, path, body);
      if (typeof answer.status === 'number' && answer.status < 300) return json;
      if (!unavailable(answer)) {
        report.unexpected.push(answer);
        throw new Unanswered(name);
      }
      await pause();
    }
  }

  async function placeOrder(shopper: number, token: string, lost: boolean): Promise<void> {
    const payment = { token: lost ? 'tok_lostResponse' : 'tok_visa' };
    for (;;) {
      const { answer, json } = await call('place order', token, 'POST', '/orders', { payment });
      if ((answer.status === 201 || answer.status === 200) && json.status === 'placed') {
        report.placed.add(json.orderNo as string);
        return;
      }
      if (answer.status === 503 && answer.code === 'payment_not_confirmed') {
        report.unconfirmed.add((json.error as { details: { orderNo: string } }).details.orderNo);
        return;
      }
      if (answer.status === 402 || (answer.status === 409 && answer.code === 'order_not_completed')) {
        report.settledUnpaid++;
        return;
      }
      if (!unavailable(answer)) {
        report.unexpected.push(answer);
        return;
      }
      if (shopper % 2 === 1 || stopping) {
        report.abandoned++;
        return;
      }
      await pause();
    }
  }

  async function shop(shopper: number) {
    let orders = 0;
    while (!stopping) {
      try {
        const session = await step('guest session', undefined, 'POST', '/shopper/sessions/guest');
        const token = session.token as string;
        const productId = options.variants[(shopper + orders) % options.variants.length]!;
        await step('add to bag', token, 'POST', '/baskets/current/items', { productId, quantity: 1 });
        await step('e-mail', token, 'PUT', '/baskets/current/customer', { email: `shopper${shopper}@example.com` });
        await step('shipping address', token, 'PUT', '/baskets/current/shipments/me/shipping-address', ADDRESS);
        await step('shipping method', token, 'PUT', '/baskets/current/shipments/me/shipping-method', {
          id: 'standard',
        });
        await step('billing address', token, 'PUT', '/baskets/current/billing-address', ADDRESS);
        orders++;
        const lost = options.lostEvery !== undefined && ++checkouts % options.lostEvery === 0;
        await placeOrder(shopper, token, lost);
      } catch (error) {
        if (!(error instanceof Unanswered)) throw error;
        if (!stopping) await pause();
      }
    }
  }

  const running = Promise.all(Array.from({ length: options.shoppers ?? 8 }, (_, i) => shop(i)));
  return {
    report,
    stop: async () => {
      stopping = true;
      await running;
      return report;
    },
  };
}

/** Waits until shoppers have been answered `count` more placed orders than now. */
export function morePlaced(load: CheckoutLoad, count: number, timeoutMs = 60_000): Promise<void> {
  const target = load.report.placed.size + count;
  return waitFor(`${target} orders placed`, () => load.report.placed.size >= target, { timeoutMs });
}

/**
 * What must hold once the fault is over and recovery has run: no order left unsettled; every order
 * a shopper saw placed still placed, and every one whose payment went unconfirmed settled (placed
 * when it was paid); no authorised payment without its placed order; no basket ordered twice; one
 * confirmation queued per placed order.
 */
export async function checkOrders(db: Database, report: LoadReport, settleTimeoutMs = 30_000): Promise<string[]> {
  const problems: string[] = [];
  await waitFor(
    'recovery to settle every order',
    async () => (await db.$count(orders, eq(orders.status, 'created'))) === 0,
    {
      timeoutMs: settleTimeoutMs,
      everyMs: 500,
    },
  ).catch((error: Error) => problems.push(error.message));

  const told = [...report.placed, ...report.unconfirmed];
  const rows = told.length
    ? await db
        .select({ orderNo: orders.orderNo, status: orders.status })
        .from(orders)
        .where(inArray(orders.orderNo, told))
    : [];
  const statusOf = new Map(rows.map((row) => [row.orderNo, row.status]));
  for (const orderNo of report.placed) {
    if (statusOf.get(orderNo) !== 'placed')
      problems.push(`order ${orderNo} seen placed, now ${statusOf.get(orderNo) ?? 'missing'}`);
  }
  for (const orderNo of report.unconfirmed) {
    const status = statusOf.get(orderNo);
    if (status !== 'placed' && status !== 'failed')
      problems.push(`order ${orderNo} unconfirmed, now ${status ?? 'missing'}`);
  }

  const paidWithoutOrder = await db
    .select({ key: paymentTestAuthorizations.idempotencyKey, order: orders.status })
    .from(paymentTestAuthorizations)
    .leftJoin(orders, sql`${orders.id}::text = ${paymentTestAuthorizations.idempotencyKey}`)
    .where(
      and(
        inArray(paymentTestAuthorizations.status, ['authorized', 'captured']),
        sql`${orders.status} is distinct from 'placed'`,
      ),
    );
  for (const row of paidWithoutOrder)
    problems.push(`payment ${row.key} authorised, its order ${row.order ?? 'missing'}`);

  const twice = await db
    .select({ basketId: orders.basketId, placed: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.status, 'placed'))
    .groupBy(orders.basketId)
    .having(sql`count(*) > 1`);
  for (const row of twice) problems.push(`basket ${row.basketId} ordered ${row.placed} times`);

  const placedCount = await db.$count(orders, eq(orders.status, 'placed'));
  const confirmations = await db.$count(mailOutbox, eq(mailOutbox.kind, 'order-confirmation'));
  if (confirmations !== placedCount)
    problems.push(`${placedCount} orders placed, ${confirmations} confirmations queued`);
  return problems;
}

/**
 * Answers no shopper should get whatever the fault, by kind (each list empty when all is well): a
 * server error other than 503 or a hang; an answer the checkout does not explain; a 503
 * `unavailable` that does not say when to try again.
 */
export function badAnswers(report: LoadReport) {
  return {
    broken: report.answers.filter(
      (a) => a.status === 'timeout' || (typeof a.status === 'number' && a.status >= 500 && a.status !== 503),
    ),
    unexpected: report.unexpected,
    withoutRetryAfter: report.answers.filter((a) => a.status === 503 && a.code === 'unavailable' && !a.retryAfter),
  };
}
