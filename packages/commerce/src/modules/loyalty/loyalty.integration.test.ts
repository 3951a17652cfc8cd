import { and, eq, gte } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { createTestApi, type TestApi } from '@ridgeline/data/testing';
import { registerTestCustomer } from '../../testing/customers.js';
import { categoryWithDescendants } from '../catalog/category-service.js';
import { getProduct, getSummaries } from '../catalog/product-service.js';
import { savePromotions, type PromotionInput } from '../promotion/index.js';
import { promotions as promotionsTable } from '../promotion/schema.js';
import { productCategories, variants } from '../catalog/schema.js';
import { inventoryRecords } from '../inventory/schema.js';
import { customers } from '../customer/schema.js';
import { createTestPaymentProvider } from '../payment/test-provider.js';
import { settleUnsettledOrders } from '../../flows/order-recovery.js';
import { orders } from '../order/schema.js';
import { cancelOrder } from '../../flows/cancel-order.js';
import { CARDS, shopperCalls } from '../order/testing.js';
import type { JsonBody } from '../../testing/shopper-call.js';
import { loyaltyLedger } from './schema.js';
import { earnOrderPoints } from './service.js';

let t: TestApi;
let s: ReturnType<typeof shopperCalls>;
beforeEach(async () => {
  t = await createTestApi();
  s = shopperCalls(t);
});
afterEach(async () => {
  await t.close();
});

const STATUS = '/custom/loyalty/v1/customer/status';
const ACCOUNT = '/custom/loyalty/v1/customer/account';
const deps = () => ({
  db: t.handle.db,
  provider: createTestPaymentProvider({ db: t.handle.db }),
  logger: silentLogger,
});

/** A signed-in customer's token; `member` joins the programme at registration (Join For Free). */
const customer = (email: string, member = true, token?: string) =>
  registerTestCustomer(t.api, email, { locale: 'en-CA', member, token });

const ledgerOf = async (token: string) => {
  const me = await s.call<{ customerId: string }>(token, 'GET', '/shopper/customers/me');
  return t.handle.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.customerId, me.body.customerId));
};

/** Places an order of one unit for the customer; answers the order number and its product total in cents. */
async function order(token: string, card: { number: string } = CARDS.visa) {
  const variant = await s.stockedVariant(3);
  await s.readyBasket(token, variant.id, 1);
  return s.placeOrder(token, { payment: { card } });
}

describe('loyalty status', () => {
  it('answers a new member: Member, points 0, worth $0.00, expiring a year after enrolment; cached 5 minutes', async () => {
    const token = await customer('member@example.com');
    const response = await t.api.request(`${STATUS}?locale=en-US&currency=USD`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const body = (await response.json()) as JsonBody;
    expect(body).toEqual({
      loyaltyActiveInCurrentSession: true,
      tier: {
        status: 'member',
        expirationDate: { formattedString: expect.any(String), dateValue: expect.any(String) },
      },
      rewardsBalance: { available: { points: 0, currencyFormattedString: '$0.00' } },
    });
    const days = (Date.parse(body.tier.expirationDate.dateValue) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  it('tells a customer who did not join that loyalty is not active, and lets them join later', async () => {
    const token = await customer('later@example.com', false);
    expect((await s.call(token, 'GET', STATUS)).body).toEqual({ loyaltyActiveInCurrentSession: false });
    const refused = await s.call(token, 'POST', '/custom/loyalty/v1/customer/join', {});
    expect(refused.status).toBe(400);
    const smuggled = await s.call(token, 'POST', '/custom/loyalty/v1/customer/join', {
      privacyconsent: true,
      points: 99_999,
    });
    expect(smuggled.status).toBe(400);
    const joined = await s.call(token, 'POST', '/custom/loyalty/v1/customer/join', { privacyconsent: true });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ loyaltyActiveInCurrentSession: true, tier: { status: 'member' }, entries: [] });
    const again = await s.call(token, 'POST', '/custom/loyalty/v1/customer/join', { privacyconsent: true });
    expect(again.status).toBe(200);
    const groups = await s.call(token, 'GET', '/shopper/customer-groups');
    expect(groups.body.customerGroups).toEqual(['Everyone', 'Registered', 'loyalty-members']);
  });

  it('refuses guests with the spec message and reads only the caller’s own status', async () => {
    const guest = await s.guest();
    for (const path of [STATUS, ACCOUNT]) {
      const answer = await s.call(guest, 'GET', path);
      expect(answer.status).toBe(403);
      expect(answer.body.error!.message).toBe('You must create an account to access this feature.');
    }
    expect((await s.call(undefined, 'GET', STATUS)).status).toBe(401);

    // A earns points; B asks with A's customer id anywhere it could go: B sees only B.
    const a = await customer('a@example.com');
    expect((await order(a)).status).toBe(201);
    const b = await customer('b@example.com');
    const aId = (await s.call<{ customerId: string }>(a, 'GET', '/shopper/customers/me')).body.customerId;
    const bStatus = await s.call<JsonBody>(b, 'GET', `${STATUS}?customerId=${aId}`);
    expect(bStatus.status).toBe(200);
    expect(bStatus.body.rewardsBalance.available.points).toBe(0);
    expect((await s.call(b, 'GET', `/custom/loyalty/v1/customer/${aId}/status`)).status).toBe(404);
    expect((await s.call(b, 'GET', ACCOUNT)).body.entries).toEqual([]);
    expect((await s.call<JsonBody>(a, 'GET', STATUS)).body.rewardsBalance.available.points).toBeGreaterThan(0);
  });
});

describe('points for orders', () => {
  it('earns 10 points per dollar of merchandise, once, shown in the caller’s locale and currency', async () => {
    const token = await customer('earner@example.com');
    const placed = await order(token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.orderNo, placed.body.orderNo));
    const expected = Math.floor((row!.totals.productTotal * 10) / 100);
    expect(expected).toBeGreaterThan(0);

    // The same placement again (a double submit): the same order, no second entry.
    const again = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(again.body.orderNo).toBe(placed.body.orderNo);
    await earnOrderPoints(t.handle.db, row!);
    const ledger = await ledgerOf(token);
    expect(ledger).toEqual([
      expect.objectContaining({ kind: 'earn', points: expected, reference: placed.body.orderNo }),
    ]);

    const fr = await s.call<JsonBody>(token, 'GET', `${STATUS}`, undefined, 'fr-CA');
    expect(fr.body.rewardsBalance.available.points).toBe(expected);
    const cad = await s.call<JsonBody>(token, 'GET', `${STATUS}?currency=CAD`, undefined, 'fr-CA');
    expect(cad.body.rewardsBalance.available.currencyFormattedString).toBe(
      new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(expected / 100),
    );
    const account = await s.call(token, 'GET', ACCOUNT);
    expect(account.body.entries).toEqual([
      expect.objectContaining({ kind: 'earn', points: expected, orderNo: placed.body.orderNo }),
    ]);
    expect(account.body.pointsThisYear).toBe(expected);
    expect(account.body.pointsToTitanium).toBe(10_000 - expected);
  });

  it('earns once when a lost payment answer is settled by recovery and a retry at once', async () => {
    const token = await customer('lost@example.com');
    const lost = await order(token, CARDS.lostResponse);
    expect(lost.status).toBe(503);
    expect(await ledgerOf(token)).toEqual([]);
    await Promise.all([
      settleUnsettledOrders({ ...deps(), olderThanMs: 0 }),
      settleUnsettledOrders({ ...deps(), olderThanMs: 0 }),
      s.placeOrder(token, { payment: { card: CARDS.lostResponse } }),
    ]);
    const ledger = await ledgerOf(token);
    expect(ledger.map((e) => e.kind)).toEqual(['earn']);
  });

  it('gives no points to a customer outside the programme, nor for a declined order; takes them back on cancellation', async () => {
    const outsider = await customer('outsider@example.com', false);
    expect((await order(outsider)).status).toBe(201);
    expect(await ledgerOf(outsider)).toEqual([]);

    const member = await customer('cancel@example.com');
    expect((await order(member, CARDS.declined)).status).toBe(402);
    expect(await ledgerOf(member)).toEqual([]);
    const placed = await s.placeOrder(member, { payment: { card: CARDS.visa } });
    expect(placed.status).toBe(201);
    await cancelOrder({ ...deps(), payment: deps().provider }, placed.body.orderNo);
    await cancelOrder({ ...deps(), payment: deps().provider }, placed.body.orderNo);
    const ledger = await ledgerOf(member);
    expect(ledger.map((e) => e.kind).sort()).toEqual(['earn', 'reverse']);
    expect(ledger.reduce((sum, e) => sum + e.points, 0)).toBe(0);
    expect((await s.call<JsonBody>(member, 'GET', STATUS)).body.rewardsBalance.available.points).toBe(0);
  });
});

describe('customer groups and member exclusives', () => {
  it('answers the defaults for a guest and the configured groups in the root folder', async () => {
    const guest = await s.guest();
    const groups = await s.call(guest, 'GET', '/shopper/customer-groups');
    expect(groups.body).toMatchObject({ customerId: null, customerGroups: ['Unregistered', 'Everyone'] });
    const outsider = await customer('registered@example.com', false);
    expect((await s.call(outsider, 'GET', '/shopper/customer-groups')).body.customerGroups).toEqual([
      'Everyone',
      'Registered',
    ]);
    const folder = await t.get('/shopper/folders/(root)?levels=0');
    expect(folder.status).toBe(200);
    expect(folder.body).toEqual({
      id: 'root',
      name: 'Root',
      c_customerGroups: ['Everyone', 'Unregistered', 'Registered', 'loyalty-members', 'loyalty-titanium'],
    });
    expect((await t.get('/shopper/folders/other')).status).toBe(404);
  });

  it('badges the demo data’s member-exclusive products and gives members (only) their discount', async () => {
    const categoryId = 'mens-clothing-base-layers';
    // The demo data's member exclusive (packages/data demo-promotions): 15% off base layers for members.
    const inCategory = new Set(await categoryWithDescendants(t.handle.db, categoryId));
    const links = await t.handle.db.select().from(productCategories);
    const inBaseLayers = new Set(links.filter((l) => inCategory.has(l.categoryId)).map((l) => l.productId));
    const stocked = await t.handle.db
      .select({ id: variants.id, masterId: variants.masterId })
      .from(variants)
      .innerJoin(inventoryRecords, eq(inventoryRecords.productId, variants.id))
      .where(
        and(eq(variants.orderable, true), eq(inventoryRecords.backorderable, false), gte(inventoryRecords.ats, 2)),
      );
    const variant = stocked.find((v) => inBaseLayers.has(v.masterId))!;
    const badged = variant.masterId;
    const other = links.find(
      (l) => !links.some((m) => m.productId === l.productId && inCategory.has(m.categoryId)),
    )!.productId;
    const tiles = await getSummaries(t.handle.db, [badged, other], { locale: 'en-US', currency: 'USD' });
    expect(tiles.get(badged)?.memberExclusive).toEqual({
      calloutMsg: 'Members save 15% on base layers',
      callOutMessageDisplayPages: ['product', 'cart', 'checkout'],
      calloutOpenAccount: true,
    });
    expect(tiles.get(other)).toBeDefined();
    expect(tiles.get(other)?.memberExclusive).toBeUndefined();
    // The product itself carries the same badge and callout, for its page.
    const page = await getProduct(t.handle.db, badged, { locale: 'en-US', currency: 'USD' });
    expect(page.memberExclusive).toEqual(tiles.get(badged)?.memberExclusive);
    const otherPage = await getProduct(t.handle.db, other, { locale: 'en-US', currency: 'USD' });
    expect(otherPage.memberExclusive).toBeUndefined();
    // Its promotions (spec 2 §3 promotions): the callouts a product page shows, in the order they apply.
    // Site-wide free shipping in the page's currency, the members' free shipping, and for base
    // layers the members' 15%; the coupon-only welcome offer never.
    const member = {
      callOutMessageDisplayPages: ['product', 'cart', 'checkout'],
      calloutOpenAccount: true,
      isExclusive: false,
    };
    expect(page.promotions).toEqual([
      { promotionId: 'members-base-layers-15', calloutMsg: 'Members save 15% on base layers', ...member },
      {
        promotionId: 'free-shipping-usd',
        calloutMsg: 'Free standard shipping on orders over $99',
        ...member,
        calloutOpenAccount: false,
      },
      { promotionId: 'members-free-shipping', calloutMsg: 'Members get free shipping', ...member },
    ]);
    expect(otherPage.promotions.map((p) => p.promotionId)).toEqual(['free-shipping-usd', 'members-free-shipping']);
    // Neither an offer a coupon unlocks (listed by the coupon) nor one for another group shows on a product page.
    await savePromotions(t.handle.db, {
      promotions: [
        {
          id: 'spring-code',
          name: { en: 'Spring' },
          calloutMessage: { en: '10% off with SPRING' },
          kind: 'order-percent',
          value: 10,
          showOn: ['product', 'cart'],
        },
        {
          id: 'staff-30',
          name: { en: 'Staff' },
          calloutMessage: { en: 'Staff save 30%' },
          kind: 'order-percent',
          value: 30,
          customerGroups: ['Registered'],
          showOn: ['product', 'cart'],
        },
      ],
      coupons: [{ code: 'SPRING', promotionIds: ['spring-code'], includeInShopperContext: false }],
    });
    const unchanged = await getProduct(t.handle.db, other, { locale: 'en-US', currency: 'USD' });
    expect(unchanged.promotions.map((p) => p.promotionId)).toEqual(['free-shipping-usd', 'members-free-shipping']);
    const inFrench = await getProduct(t.handle.db, other, { locale: 'fr-CA', currency: 'CAD' });
    expect(inFrench.promotions.map((p) => [p.promotionId, p.calloutMsg])).toEqual([
      ['free-shipping-cad', 'Livraison standard gratuite pour les commandes de plus de 129 $'],
      ['members-free-shipping', 'Les membres profitent de la livraison gratuite'],
    ]);
    // Badges read the promotions' cached copy, which saving promotions refreshes at once.
    const [row] = await t.handle.db
      .select()
      .from(promotionsTable)
      .where(eq(promotionsTable.id, 'members-base-layers-15'));
    const stored = row!.definition as PromotionInput;
    const save = (calloutMessage: PromotionInput['calloutMessage']) =>
      savePromotions(t.handle.db, { promotions: [{ ...stored, id: row!.id, calloutMessage }] });
    await save({ ...stored.calloutMessage, en: 'Members save big on base layers' });
    const retiled = await getSummaries(t.handle.db, [badged], { locale: 'en-US', currency: 'USD' });
    expect(retiled.get(badged)?.memberExclusive?.calloutMsg).toBe('Members save big on base layers');
    await save(stored.calloutMessage);

    // In the bag: the member gets 15% off, a guest (and a customer outside the programme) does not.
    const discountIn = async (token: string) => {
      const bag = await s.call<{ productItems: { priceAdjustments: { promotionId: string }[] }[] }>(
        token,
        'POST',
        '/baskets/current/items',
        { productId: variant.id, quantity: 1 },
      );
      expect(bag.status, JSON.stringify(bag.body)).toBe(200);
      return bag.body.productItems[0]!.priceAdjustments.map((a) => a.promotionId);
    };
    expect(await discountIn(await customer('member-bag@example.com'))).toEqual(['members-base-layers-15']);
    expect(await discountIn(await s.guest())).toEqual([]);
    expect(await discountIn(await customer('outsider-bag@example.com', false))).toEqual([]);
  });
});

it('keeps the enrolment flag as the registration wrote it', async () => {
  const token = await customer('flag@example.com');
  const me = await s.call<{ customerId: string }>(token, 'GET', '/shopper/customers/me');
  const [row] = await t.handle.db.select().from(customers).where(eq(customers.id, me.body.customerId));
  expect(row).toMatchObject({ loyaltyEnrolled: true, privacyConsent: true });
});
