import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CONFIGURED_CUSTOMER_GROUPS,
  CUSTOMER_GROUPS,
  DEFAULT_CUSTOMER_GROUPS,
  LOYALTY_SETTINGS,
  REGISTER_FORM_SETTINGS,
  type LoyaltySettings,
} from '@ridgeline/config';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../http/errors.js';
import type { Tx } from '../basket/service.js';
import { NotRegisteredError } from '../customer/service.js';
import { customers } from '../customer/schema.js';
import type { Shopper } from '../session/service.js';
import { loyaltyLedger, loyaltyMembers, type LoyaltyLedgerRow } from './schema.js';
import { loyaltyStanding, pointsForOrder, type LoyaltyStanding } from './standing.js';

type Queryable = Database | Tx;

export class LoyaltyUnavailableError extends DomainError {
  constructor() {
    super('loyalty_unavailable', 'This feature is not currently available.', 409);
  }
}

/** A customer's place in the programme: enrolled or not, since when, and their ledger. */
export type Membership = {
  customerId: string;
  enrolled: boolean;
  enrolledAt: Date;
  entries: LoyaltyLedgerRow[];
};

function ownerOf(shopper: Shopper): string {
  if (!shopper.customerId) throw new NotRegisteredError();
  return shopper.customerId;
}

/**
 * The customer's membership. Enrolment at registration is `customers.loyalty_enrolled` with the
 * account's creation date; joining later adds a `loyalty_members` row with its own date.
 */
export async function membershipOf(db: Queryable, customerId: string): Promise<Membership | undefined> {
  const [row] = await db
    .select({
      enrolled: customers.loyaltyEnrolled,
      createdAt: customers.createdAt,
      joinedAt: loyaltyMembers.enrolledAt,
    })
    .from(customers)
    .leftJoin(loyaltyMembers, eq(loyaltyMembers.customerId, customers.id))
    .where(eq(customers.id, customerId));
  if (!row) return undefined;
  const entries = row.enrolled
    ? await db
        .select()
        .from(loyaltyLedger)
        .where(eq(loyaltyLedger.customerId, customerId))
        .orderBy(asc(loyaltyLedger.createdAt), asc(loyaltyLedger.id))
    : [];
  return { customerId, enrolled: row.enrolled, enrolledAt: row.joinedAt ?? row.createdAt, entries };
}

export function standingOf(membership: Membership, now = new Date(), settings = LOYALTY_SETTINGS): LoyaltyStanding {
  return loyaltyStanding({ enrolledAt: membership.enrolledAt, entries: membership.entries, now, settings });
}

/** The signed-in customer's membership and standing (null standing when not enrolled); guests get 403. */
export async function customerLoyalty(db: Database, shopper: Shopper, now = new Date()) {
  const membership = await membershipOf(db, ownerOf(shopper));
  if (!membership) throw new NotRegisteredError();
  return { membership, standing: membership.enrolled ? standingOf(membership, now) : null };
}

/**
 * Joins the programme after registration (spec 1 §5: with the explicit privacy consent when the
 * shop requires it — the request schema asks for it). Joining twice changes nothing.
 */
export async function joinLoyalty(db: Database, shopper: Shopper) {
  const customerId = ownerOf(shopper);
  if (!REGISTER_FORM_SETTINGS.canEnrollInLoyalty) throw new LoyaltyUnavailableError();
  await db.transaction(async (tx) => {
    const [joined] = await tx
      .update(customers)
      .set({ loyaltyEnrolled: true, privacyConsent: true, lastModified: new Date() })
      .where(and(eq(customers.id, customerId), eq(customers.loyaltyEnrolled, false)))
      .returning({ id: customers.id });
    if (joined) await tx.insert(loyaltyMembers).values({ customerId }).onConflictDoNothing();
  });
  return customerLoyalty(db, shopper);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Orders keep the customer id as text; only a real id can name a customer (and use its index). */
const isUuid = (id: string | null): id is string => id !== null && UUID.test(id);

type OrderForPoints = { orderNo: string; customerId: string | null; totals: { productTotal: number } };

/**
 * Points for a placed order, in the transaction that places it. One statement: the row is written
 * only when the customer is enrolled, and the (customer, kind, reference) key makes a second
 * placement of the same order — a retry, recovery, another instance — earn nothing.
 */
export async function earnOrderPoints(
  tx: Queryable,
  order: OrderForPoints,
  settings: LoyaltySettings = LOYALTY_SETTINGS,
) {
  const points = pointsForOrder(order.totals.productTotal, settings);
  if (!isUuid(order.customerId) || points <= 0) return;
  await tx.execute(sql`
    insert into ${loyaltyLedger} (id, customer_id, kind, points, reference, order_no)
    select ${randomUUID()}, ${customers.id}, 'earn', ${points}, ${order.orderNo}, ${order.orderNo}
    from ${customers}
    where ${customers.id} = ${order.customerId}::uuid and ${customers.loyaltyEnrolled}
    on conflict (customer_id, kind, reference) do nothing`);
}

/** A cancelled order's points taken back (once, by the same unique key), in the cancelling transaction. */
export async function reverseOrderPoints(tx: Queryable, order: Pick<OrderForPoints, 'orderNo' | 'customerId'>) {
  if (!isUuid(order.customerId)) return;
  await tx.execute(sql`
    insert into ${loyaltyLedger} (id, customer_id, kind, points, reference, order_no)
    select ${randomUUID()}, customer_id, 'reverse', -points, reference, order_no
    from ${loyaltyLedger}
    where customer_id = ${order.customerId}::uuid and kind = 'earn' and reference = ${order.orderNo}
    on conflict (customer_id, kind, reference) do nothing`);
}

/**
 * The groups a shopper is in (spec 1 §3): guests the defaults (Unregistered, Everyone); customers
 * Everyone and Registered, members the loyalty group, Titanium members the Titanium group too.
 */
export async function customerGroupsFor(
  db: Queryable,
  customerId: string | null | undefined,
  now = new Date(),
): Promise<string[]> {
  if (!customerId) return [...DEFAULT_CUSTOMER_GROUPS];
  const membership = await membershipOf(db, customerId);
  if (!membership) return [...DEFAULT_CUSTOMER_GROUPS];
  const groups: string[] = [CUSTOMER_GROUPS.everyone, CUSTOMER_GROUPS.registered];
  if (membership.enrolled) {
    groups.push(CUSTOMER_GROUPS.loyaltyMembers);
    if (standingOf(membership, now).tier === 'titanium') groups.push(CUSTOMER_GROUPS.titaniumMembers);
  }
  return groups;
}

/** Every group the shop is configured with (the customer-groups folder's c_customerGroups). */
export const configuredCustomerGroups = () => [...CONFIGURED_CUSTOMER_GROUPS];
