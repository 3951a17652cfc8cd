import { sql } from 'drizzle-orm';
import { boolean, check, pgSequence, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Customer numbers: eight digits from one sequence (never reused). */
export const customerNumbers = pgSequence('customer_no_seq', { startWith: 10_000_001 });

/**
 * A registered customer (spec 1 §3 Customer and the registration payload's c_additionalFields).
 * The e-mail is stored lower-cased and is the login. Only an argon2id hash of the password is kept.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey(),
    customerNo: text('customer_no').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Null for customers who only sign in without a password (passwordless, social). */
    passwordHash: text('password_hash'),
    phone: text('phone'),
    /** 1 male, 2 female, -1 prefer not to answer; null when not given. */
    gender: smallint('gender'),
    postalCode: text('postal_code'),
    birthdayMonth: smallint('birthday_month'),
    birthdayDay: smallint('birthday_day'),
    newsletter: boolean('newsletter').notNull().default(false),
    smsConsent: boolean('sms_consent').notNull().default(false),
    privacyConsent: boolean('privacy_consent').notNull().default(false),
    loyaltyEnrolled: boolean('loyalty_enrolled').notNull().default(false),
    storeNumber: text('store_number'),
    platformOfOrigin: text('platform_of_origin'),
    sessionOrigination: text('session_origination'),
    preferredLocale: text('preferred_locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    previousLogin: timestamp('previous_login', { withTimezone: true }),
    lastVisit: timestamp('last_visit', { withTimezone: true }),
    previousVisit: timestamp('previous_visit', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(t.email),
    check('customers_email_lower', sql`${t.email} = lower(${t.email})`),
    check('customers_gender_values', sql`${t.gender} in (1, 2, -1)`),
    check('customers_birthday_month', sql`${t.birthdayMonth} between 1 and 12`),
    check('customers_birthday_day', sql`${t.birthdayDay} between 1 and 31`),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;

/** What other modules' tables reference a customer by (their foreign keys), without reaching the table. */
export const customerKey = () => customers.id;
