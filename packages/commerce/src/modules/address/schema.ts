import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerKey } from '../customer/index.js';

/**
 * A customer's saved address (the address book of `/account/addresses`). `addressId` is the name
 * the customer gives it ("Home", "Cabin"), unique per customer whatever its case; at most one
 * address is the default (`is_default`), held by a partial unique index.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customerKey(), { onDelete: 'cascade' }),
    addressId: text('address_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_addresses_name_unique').on(t.customerId, sql`lower(${t.addressId})`),
    uniqueIndex('customer_addresses_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
    index('customer_addresses_customer_idx').on(t.customerId, t.createdAt),
    check('customer_addresses_country', sql`${t.countryCode} in ('US', 'CA')`),
    check('customer_addresses_name_length', sql`char_length(${t.addressId}) between 1 and 50`),
  ],
);

export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
