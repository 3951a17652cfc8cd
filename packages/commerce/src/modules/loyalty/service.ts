import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
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
import { enrolInLoyalty, loyaltyEnrolmentOf, NotRegisteredError } from '../customer/index.js';
import type { Shopper } from '../session/index.js';
import { loyaltyLedger, loyaltyMembers, type LoyaltyLedgerRow } from './schema.js';
import { loyaltyStanding, pointsForOrder, type LoyaltyStanding } from './standing.js';

/** A database or a transaction (a transaction is a database too). */
type Queryable = Database;

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
 * The customer's membership. Enrolment at registration is the account's (customer module) with the
 * account's creation date; joining later adds a `loyalty_members` row with its own date.
 */
export async function membershipOf(db: Queryable, customerId: string): Promise<Membership | undefined> {
  const account = await loyaltyEnrolmentOf(db, customerId);
  if (!account) return undefined;
  // One statement at a time: `db` may be a transaction's single connection.
  const [member] = await db
    .select({ joinedAt: loyaltyMembers.enrolledAt })
    .from(loyaltyMembers)
    .where(eq(loyaltyMembers.customerId, customerId));
  const entries = account.enrolled
    ? await db
        .select()
        .from(loyaltyLedger)
        .where(eq(loyaltyLedger.customerId, customerId))
        .orderBy(asc(loyaltyLedger.createdAt), asc(loyaltyLedger.id))
    : [];
  return { customerId, enrolled: account.enrolled, enrolledAt: member?.joinedAt ?? account.createdAt, entries };
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
    if (await enrolInLoyalty(tx, customerId))
      await tx.insert(loyaltyMembers).values({ customerId }).onConflictDoNothing();
  });
  return customerLoyalty(db, shopper);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Orders keep the customer id as text; only a real id can name a customer (and use its index). */
const isUuid = (id: string | null): id is string => id !== null && UUID.test(id);

type OrderForPoints = { orderNo: string; customerId: string | null; totals: { productTotal: number } };

/**
 * Points for a placed order, in the transaction that places it: written only when the customer is
 * enrolled, and the (customer, kind, reference) key makes a second placement of the same order — a
 * retry, recovery, another instance — earn nothing.
 */
export async function earnOrderPoints(
  tx: Queryable,
  order: OrderForPoints,
  settings: LoyaltySettings = LOYALTY_SETTINGS,
) {
  const points = pointsForOrder(order.totals.productTotal, settings);
  if (!isUuid(order.customerId) || points <= 0) return;
  if (!(await loyaltyEnrolmentOf(tx, order.customerId))?.enrolled) return;
  await tx
    .insert(loyaltyLedger)
    .values({
      id: randomUUID(),
      customerId: order.customerId,
      kind: 'earn',
      points,
      reference: order.orderNo,
      orderNo: order.orderNo,
    })
    .onConflictDoNothing({ target: [loyaltyLedger.customerId, loyaltyLedger.kind, loyaltyLedger.reference] });
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
