import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customers, type CustomerRow } from './schema.js';

/** What other modules may do with a customer's account row, each by its id; `db` may be a transaction. */

export async function customerById(db: Database, customerId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row;
}

/** Locks the customer's row for the rest of the transaction, so one customer's writes run one at a time; false when there is no such customer. */
export async function lockCustomer(tx: Database, customerId: string): Promise<boolean> {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  return row !== undefined;
}

export async function setPasswordHash(db: Database, customerId: string, passwordHash: string, now = new Date()) {
  await db.update(customers).set({ passwordHash, lastModified: now }).where(eq(customers.id, customerId));
}

/**
 * A customer registered by an identity provider: no password, the provider's e-mail and names.
 * Undefined when the e-mail is already registered (the unique index decides).
 */
export async function createIdentityCustomer(
  tx: Database,
  input: { email: string; firstName: string; lastName: string; preferredLocale: string },
): Promise<CustomerRow | undefined> {
  const [row] = await tx
    .insert(customers)
    .values({
      id: randomUUID(),
      customerNo: sql`nextval('customer_no_seq')::text`,
      ...input,
      passwordHash: null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Loyalty enrolment as the account holds it: enrolled at registration (or since), and the account's
 * creation date, which is when a member who enrolled at registration joined.
 */
export async function loyaltyEnrolmentOf(
  db: Database,
  customerId: string,
): Promise<{ enrolled: boolean; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ enrolled: customers.loyaltyEnrolled, createdAt: customers.createdAt })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** Enrols a customer who is not yet (joining needs the privacy consent, so it is recorded too); false when already enrolled. */
export async function enrolInLoyalty(tx: Database, customerId: string): Promise<boolean> {
  const [joined] = await tx
    .update(customers)
    .set({ loyaltyEnrolled: true, privacyConsent: true, lastModified: new Date() })
    .where(and(eq(customers.id, customerId), eq(customers.loyaltyEnrolled, false)))
    .returning({ id: customers.id });
  return joined !== undefined;
}

/**
 * The account's newsletter box (c_newsletter) set to follow the list, for the account with this
 * e-mail if there is one: an unsubscribe link unticks it (decision 050).
 */
export async function setNewsletterOptIn(db: Database, email: string, optIn: boolean, now = new Date()) {
  await db
    .update(customers)
    .set({ newsletter: optIn, lastModified: now })
    .where(and(eq(customers.email, email.trim().toLowerCase()), eq(customers.newsletter, !optIn)));
}
