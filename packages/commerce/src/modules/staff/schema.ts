import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from './roles.js';

/**
 * A member of the shop's staff (decision 047): content authors, merchandisers and admins. The
 * e-mail is stored lower-cased and is the login; only an argon2id hash of the password is kept
 * (the shoppers' parameters and rules, src/lib/password.ts). A disabled account cannot sign in,
 * and disabling it revokes its sessions and preview links.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_unique').on(t.email),
    check('staff_accounts_email_lower', sql`${t.email} = lower(${t.email}) AND length(${t.email}) BETWEEN 3 AND 254`),
    check('staff_accounts_role', sql`${t.role} in ('content-author', 'merchandiser', 'admin')`),
  ],
);

/**
 * A staff sign-in: reached by an opaque token (`rl_staff_…`) of which only the SHA-256 is kept.
 * It lives 12 hours from sign-in, not renewed by use; signing out, disabling the account or
 * resetting its password revokes it.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A preview link a staff member made for a storefront path: its token (`rl_preview_…`, random,
 * only the SHA-256 kept) lets whoever holds it see unpublished content until it expires (at most
 * 7 days) or is revoked.
 */
export const staffPreviewLinks = pgTable(
  'staff_preview_links',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_preview_links_creator_idx').on(t.createdBy, t.createdAt),
    index('staff_preview_links_expires_idx').on(t.expiresAt),
    check('staff_preview_links_path', sql`left(${t.path}, 1) = '/' AND length(${t.path}) <= 2000`),
    check('staff_preview_links_window', sql`${t.createdAt} < ${t.expiresAt}`),
  ],
);

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type StaffPreviewLinkRow = typeof staffPreviewLinks.$inferSelect;
