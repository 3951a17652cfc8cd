import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Promotions and coupons as merchandisers define them. The definition is validated against the
 * promotion module's schema when loaded (definitions.ts); storing it whole keeps new rule kinds
 * a code change, not a migration.
 */
export const promotions = pgTable('promotions', {
  id: text('id').primaryKey(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const coupons = pgTable('coupons', {
  /** Upper-cased; codes are matched case-insensitively. */
  code: text('code').primaryKey(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
