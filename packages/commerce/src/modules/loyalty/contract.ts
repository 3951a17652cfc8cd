import { z } from '@hono/zod-openapi';
import { CurrencyQuery, LocaleQuery } from '../../http/site-query.js';
import { LOYALTY_ENTRY_KINDS } from './schema.js';

export const LoyaltyQuery = z.object({ locale: LocaleQuery, currency: CurrencyQuery });

const FormattedDate = z.object({
  /** The date in the caller's locale, e.g. "12/31/2026" (en-US) or "2026-12-31" (fr-CA). */
  formattedString: z.string(),
  /** The same instant, ISO 8601. */
  dateValue: z.string().datetime(),
});

const PointsAmount = z.object({
  points: z.number().int(),
  /** What the points are worth, in the caller's currency and locale ("$5.00", "5,00 $"). */
  currencyFormattedString: z.string(),
});

/**
 * The loyalty status the tracker shows (spec 1 §3). `tier` and `rewardsBalance` are absent for a
 * customer who is not a member.
 */
export const LoyaltyStatus = z
  .object({
    loyaltyActiveInCurrentSession: z.boolean(),
    tier: z
      .object({
        /** member or titanium. */
        status: z.enum(['member', 'titanium']),
        /** When the tier ends (Titanium), or when a member's points lapse without an order; null once lapsed. */
        expirationDate: FormattedDate.nullable(),
      })
      .optional(),
    rewardsBalance: z.object({ available: PointsAmount }).optional(),
  })
  .openapi('LoyaltyStatus');

export const LoyaltyLedgerEntry = z
  .object({
    /** earn, redeem, expire or reverse (a cancelled order's points taken back). */
    kind: z.enum([...LOYALTY_ENTRY_KINDS, 'lapse']),
    /** Signed: positive for earn. */
    points: z.number().int(),
    /** The order number for earn and reverse. */
    orderNo: z.string().optional(),
    date: FormattedDate,
  })
  .openapi('LoyaltyLedgerEntry');

/** The member's account for the membership page: standing, progress and history (newest first). */
export const LoyaltyAccount = LoyaltyStatus.extend({
  enrolledAt: FormattedDate.optional(),
  pointsThisYear: z.number().int().optional(),
  pointsToTitanium: z.number().int().optional(),
  entries: z.array(LoyaltyLedgerEntry),
}).openapi('LoyaltyAccount');

export const JoinLoyaltyRequest = z
  .object({
    /** Spec 1 §5: the loyalty programme's privacy consent; joining needs it. */
    privacyconsent: z.literal(true, { error: 'This field is required.' }),
  })
  .strict()
  .openapi('JoinLoyaltyRequest');

export const ShopperCustomerGroups = z
  .object({
    /** Null for a guest. */
    customerId: z.string().nullable(),
    usid: z.string().uuid(),
    customerGroups: z.array(z.string()),
  })
  .openapi('ShopperCustomerGroups');

export const CustomerGroupsFolder = z
  .object({
    id: z.literal('root'),
    name: z.string(),
    /** Every customer group the shop is configured with. */
    c_customerGroups: z.array(z.string()),
  })
  .openapi('CustomerGroupsFolder');

export type LoyaltyStatusDto = z.infer<typeof LoyaltyStatus>;
export type LoyaltyAccountDto = z.infer<typeof LoyaltyAccount>;
export type LoyaltyLedgerEntryDto = z.infer<typeof LoyaltyLedgerEntry>;
export type JoinLoyaltyRequest = z.input<typeof JoinLoyaltyRequest>;
export type ShopperCustomerGroupsDto = z.infer<typeof ShopperCustomerGroups>;
export type CustomerGroupsFolderDto = z.infer<typeof CustomerGroupsFolder>;
