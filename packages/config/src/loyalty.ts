/**
 * The loyalty programme and customer groups (spec 1 §3, §4, §9; docs/decisions/024). Spec 1 gives
 * the shape and says the values come from configuration: these are the shop's.
 */
export type LoyaltySettings = {
  /** Points per whole currency unit (dollar) of merchandise paid, after discounts, before tax and shipping. */
  pointsPerCurrencyUnit: number;
  /** What one point is worth in minor units (cents) of the shopper's currency. */
  pointValueMinor: number;
  /**
   * Rewards can be redeemed from this many points. With a point worth a cent that is the $5.00 the
   * loyalty tracker displays (spec 1 §9); `minimumRedemptionMinor` below must stay equal to it.
   */
  minimumRedemptionPoints: number;
  /** Titanium: at least this many points earned within `titaniumWindowDays` (a rolling year). */
  titaniumThresholdPoints: number;
  titaniumWindowDays: number;
  /** How long a tier lasts: Titanium from the day it is reached; Member from enrolment or the last order. */
  tierDurationDays: number;
  /** The tracker warns that the tier is expiring this many days before its expiration date. */
  tierExpiryAlertDays: number;
  /** GET loyalty status is cached this long (spec 1 §9: 5 minutes). */
  statusCacheMs: number;
};

export const LOYALTY_SETTINGS: LoyaltySettings = {
  pointsPerCurrencyUnit: 10,
  pointValueMinor: 1,
  minimumRedemptionPoints: 500,
  titaniumThresholdPoints: 10_000,
  titaniumWindowDays: 365,
  tierDurationDays: 365,
  tierExpiryAlertDays: 30,
  statusCacheMs: 300_000,
};

/** The minimum redemption in minor units: the tracker's '$5.00' (spec 1 §9). */
export const minimumRedemptionMinor = (settings: LoyaltySettings = LOYALTY_SETTINGS) =>
  settings.minimumRedemptionPoints * settings.pointValueMinor;

/**
 * Customer groups (spec 1 §3). Guests are in the default groups; registered customers in Everyone
 * and Registered; loyalty members also in the members group, and Titanium members in the Titanium
 * group. Member-exclusive promotions name these groups (`customerGroups: ['loyalty-members']`).
 */
export const CUSTOMER_GROUPS = {
  everyone: 'Everyone',
  unregistered: 'Unregistered',
  registered: 'Registered',
  loyaltyMembers: 'loyalty-members',
  titaniumMembers: 'loyalty-titanium',
} as const;

/** The groups of a shopper nobody knows yet (spec 1 §3 "Default groups are Unregistered and Everyone"). */
export const DEFAULT_CUSTOMER_GROUPS: readonly string[] = [CUSTOMER_GROUPS.unregistered, CUSTOMER_GROUPS.everyone];

/** Every group the shop knows, as the customer-groups folder lists them. */
export const CONFIGURED_CUSTOMER_GROUPS: readonly string[] = Object.values(CUSTOMER_GROUPS);
