// Basket and checkout figures for `npm run bench`: add-to-bag and place-order through the engine's
// HTTP API as the storefront's server makes them (the SDK over fetch, a guest session's bearer
// token), against the engine started on its own in a child process on the bench's database, with
// 1 and then 8 shoppers at a time, and how they grow with the catalogue (see history.ts).
// Every order placed is cancelled afterwards, which puts its stock back.
import {
  cancelOrder,
  createPaymentProvider,
  openDatabase,
  silentLogger,
  type Database,
  type DatabaseOptions,
} from '@ridgeline/commerce';
import { inventoryRecords, mailOutbox, priceBooks, prices, products, variants } from '@ridgeline/commerce/schema';
import { createCommerceClient, type CommerceClient } from '@ridgeline/sdk';
import { and, eq, exists, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { startEngineServer } from './engine-server.js';
import { recordFigures, type Figures } from './history.js';
import { measureConcurrent, processCpuMs, runConcurrently, summarise } from './stats.js';

const CONCURRENCY = [1, 8] as const;
export const ADD_TO_BAG_P95_TARGET_MS = 30;
/** Each shopper puts this many different variants in the bag: one add creates it, the others add to a bag of 1–3 lines. */
const LINES_PER_BAG = 4;
/** Before measuring, at the highest concurrency (which also opens the engine's database connections). */
export const WARM_UP = { addToBag: 40, orders: 16 };
/** One unit per order never sells such a variant out (which would reindex its product for search). */
const MIN_STOCK = 10;

const SCOPE = { siteId: 'ridgeline', locale: 'en-US' };
const CURRENCY = 'USD';
const EMAIL = 'bench@example.com';
const ADDRESS = {
  firstName: 'Grace',
  lastName: 'Hopper',
  address1: '1 Main St',
  city: 'Arlington',
  stateCode: 'VA',
  postalCode: '22201',
  countryCode: 'US' as const,
  phone: '7035550100',
};
/** The test provider's approved Visa (docs/decisions/013). */
const CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holder: 'Grace Hopper',
};

export type BasketRuns = { addToBag: number; orders: number };

/** Every order takes a variant of its own; add-to-bag goes round at least 500, spread over the catalogue. */
const ordersPlaced = (runs: BasketRuns) => WARM_UP.orders + runs.orders * CONCURRENCY.length;
const ADD_TO_BAG_VARIETY = 500;

/**
 * Variants a shopper can buy one of, spread over the catalogue: orderable, online, sold one at a
 * time, priced in the bench's currency, not back-orderable and with MIN_STOCK units or more.
 * Read before the bench closes its database, which an embedded database must be for the engine to open it.
 */
export async function pickBasketVariants(db: Database, runs: BasketRuns): Promise<string[]> {
  const listBooks = db
    .select({ id: priceBooks.id })
    .from(priceBooks)
    .where(and(eq(priceBooks.currency, CURRENCY), eq(priceBooks.kind, 'list')));
  const priced = db
    .select({ one: sql`1` })
    .from(prices)
    .where(
      and(
        inArray(prices.priceBookId, listBooks),
        or(eq(prices.productId, variants.id), eq(prices.productId, variants.masterId)),
      ),
    );
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.masterId))
    .innerJoin(inventoryRecords, eq(inventoryRecords.productId, variants.id))
    .where(
      and(
        eq(variants.orderable, true),
        eq(products.online, true),
        lte(products.stepQuantity, 1),
        lte(products.minOrderQuantity, 1),
        eq(inventoryRecords.backorderable, false),
        gte(inventoryRecords.ats, MIN_STOCK),
        exists(priced),
      ),
    )
    .orderBy(sql`md5(${variants.id})`)
    .limit(Math.max(ordersPlaced(runs), ADD_TO_BAG_VARIETY));
  const needed = ordersPlaced(runs);
  if (rows.length < needed) {
    throw new Error(
      `the basket bench needs ${needed} variants with ${MIN_STOCK} units in stock; the catalogue has ${rows.length}`,
    );
  }
  return rows.map((r) => r.id);
}

/** A guest shopper's session: the client the storefront's server uses for a visitor with a bag. */
async function guestShopper(client: CommerceClient): Promise<CommerceClient> {
  return client.forShopper((await client.createGuestSession()).token);
}

/**
 * `count` shoppers' sessions, `concurrency` at a time, and the add-to-bag calls that fill their
 * bags with variants from `nextVariant`: call i is the next line of shopper i % shoppers, so the
 * calls in flight are different shoppers'.
 */
export async function addToBagCalls(
  client: CommerceClient,
  nextVariant: () => string,
  count: number,
  concurrency: number,
): Promise<(i: number) => Promise<void>> {
  const shoppers = Math.max(Math.ceil(count / LINES_PER_BAG), 2 * concurrency);
  const sessions: CommerceClient[] = [];
  await runConcurrently(shoppers, concurrency, async (i) => {
    sessions[i] = await guestShopper(client);
  });
  const bags = sessions.map(() => Array.from({ length: LINES_PER_BAG }, nextVariant));
  return async (i: number) => {
    const shopper = i % shoppers;
    const productId = bags[shopper]![Math.floor(i / shoppers)]!;
    const basket = await sessions[shopper]!.addToBasket(SCOPE, { productId, quantity: 1 });
    if (!basket.productItems.some((item) => item.productId === productId)) {
      throw new Error(`${productId} is not in the bag after add-to-bag (unpriced?)`);
    }
  };
}

/** Starts the engine on the database named by the environment, measures, stops it, cancels its orders. */
export async function benchBasket(
  variantIds: string[],
  database: DatabaseOptions,
  productCount: number,
  runs: BasketRuns,
): Promise<void> {
  const server = await startEngineServer();
  const orderNos: string[] = [];
  try {
    const client = createCommerceClient({ baseUrl: server.apiUrl });
    const figures: Figures = {};
    // Add-to-bag goes round the whole list; orders take from the front, each variant once.
    let added = 0;
    const nextForBag = () => variantIds[added++ % variantIds.length]!;
    let ordered = 0;
    const nextForOrder = () => variantIds[ordered++]!;
    const guest = () => guestShopper(client);
    const bagsToFill = (count: number, concurrency: number) => addToBagCalls(client, nextForBag, count, concurrency);

    /**
     * `count` bags made ready for checkout, `concurrency` at a time (a variant, e-mail, shipping
     * address and method, billing address: the four checkout steps are timed), and the place-order
     * calls for them.
     */
    const bagsToOrder = async (count: number, concurrency: number) => {
      const steps: number[] = [];
      const timed = async <T>(call: () => Promise<T>) => {
        const started = performance.now();
        const answer = await call();
        steps.push(performance.now() - started);
        return answer;
      };
      const ready: { shopper: CommerceClient; total: number }[] = [];
      await runConcurrently(count, concurrency, async (i) => {
        const shopper = await guest();
        await shopper.addToBasket(SCOPE, { productId: nextForOrder(), quantity: 1 });
        await timed(() => shopper.setBasketEmail(SCOPE, EMAIL));
        await timed(() => shopper.setShippingAddress(SCOPE, ADDRESS));
        await timed(() => shopper.setShippingMethod(SCOPE, 'standard'));
        const bag = await timed(() => shopper.setBillingAddress(SCOPE, ADDRESS));
        ready[i] = { shopper, total: bag.orderTotal };
      });
      const place = async (i: number) => {
        const { shopper, total } = ready[i]!;
        const order = await shopper.placeOrder(SCOPE, { payment: { card: CARD }, expectedTotal: total });
        orderNos.push(order.orderNo);
        if (order.status !== 'placed') throw new Error(`order ${order.orderNo} is ${order.status}, not placed`);
      };
      return { steps, place };
    };

    /** Figures of the measured calls, with the engine's CPU time per call. */
    const measure = async (label: string, count: number, concurrency: number, call: (i: number) => Promise<void>) => {
      const before = processCpuMs(server.pid);
      const row = await measureConcurrent(label, count, concurrency, call);
      const after = processCpuMs(server.pid);
      figures[label] = { p50: Number(row.p50), p95: Number(row.p95) };
      return before === undefined || after === undefined
        ? ''
        : `; engine CPU ${((after - before) / count).toFixed(1)} ms a call`;
    };

    console.log(
      `basket and checkout on ${productCount.toLocaleString('en-US')} products (${database.driver}, engine API over HTTP, ` +
        `${CONCURRENCY.join(' and ')} shoppers at a time)`,
    );
    const most = Math.max(...CONCURRENCY);
    await runConcurrently(WARM_UP.addToBag, most, await bagsToFill(WARM_UP.addToBag, most));
    await runConcurrently(WARM_UP.orders, most, (await bagsToOrder(WARM_UP.orders, most)).place);

    for (const concurrency of CONCURRENCY) {
      const addLabel = `add-to-bag, ${concurrency} in flight`;
      const addCpu = await measure(addLabel, runs.addToBag, concurrency, await bagsToFill(runs.addToBag, concurrency));
      const met = figures[addLabel]!.p95 <= ADD_TO_BAG_P95_TARGET_MS ? 'met' : 'not met';
      console.log(`${''.padEnd(40)} (target: add-to-bag p95 ≤ ${ADD_TO_BAG_P95_TARGET_MS} ms, ${met}${addCpu})`);

      const { steps, place } = await bagsToOrder(runs.orders, concurrency);
      const stepsLabel = `checkout steps, ${concurrency} in flight`;
      const row = summarise(stepsLabel, steps, `PUT e-mail, addresses, method: ${steps.length} calls`);
      figures[stepsLabel] = { p50: Number(row.p50), p95: Number(row.p95) };
      const orderLabel = `place order, ${concurrency} in flight`;
      const orderCpu = await measure(orderLabel, runs.orders, concurrency, place);
      console.log(`${''.padEnd(40)} (one line, test card 4242…${orderCpu})`);
    }
    if (server.errors.length) {
      console.log('\nthe engine wrote (errors, warnings; the first 20 lines at most):');
      for (const line of server.errors) console.log(`  engine: ${line.slice(0, 400)}`);
    }
    recordFigures('basket', database.driver, productCount, figures);
  } catch (error) {
    for (const line of server.errors) console.log(`  engine: ${line.slice(0, 400)}`);
    throw error;
  } finally {
    await server.stop();
    await cancelOrders(database, orderNos);
  }
}

/** Cancels the bench's orders (stock back, authorisations voided) and drops their unsent confirmations. */
async function cancelOrders(database: DatabaseOptions, orderNos: readonly string[]): Promise<void> {
  if (orderNos.length === 0) return;
  const handle = await openDatabase(database);
  try {
    const db = handle.db;
    // The engine authorised them with the test provider, whatever PAYMENT_PROVIDER says here.
    const deps = {
      db,
      payment: createPaymentProvider({ db, env: { PAYMENT_PROVIDER: 'test' } }),
      logger: silentLogger,
    };
    for (const orderNo of orderNos) await cancelOrder(deps, orderNo);
    // Left pending, they would go out the first time an engine on this database runs with SMTP_URL.
    await db.delete(mailOutbox).where(
      and(
        inArray(
          mailOutbox.dedupeKey,
          orderNos.map((orderNo) => `order-confirmation:${orderNo}`),
        ),
        eq(mailOutbox.status, 'pending'),
      ),
    );
    console.log(`(cancelled the bench's ${orderNos.length} orders: their stock is back)`);
  } finally {
    await handle.close();
  }
}
