import type { RuleConditions, WeatherBand, WeatherCondition } from './rules.js';

/** What a decision knows of the visitor and the page, gathered from the request's events. */
export type DecisionFacts = {
  pageType?: string;
  /** Products viewed, in the bag or bought: ids and skus. */
  productIds: ReadonlySet<string>;
  /** The page's categories and breadcrumbs. */
  categoryIds: ReadonlySet<string>;
  search?: string;
  cart: { quantity: number; value: number };
  purchased: boolean;
  customerGroups: ReadonlySet<string>;
  qualifiers: Readonly<Record<string, string>>;
  country?: string;
  /** The moment decided for (now, or the effective moment of preview and the toolkit). */
  at: Date;
  weather?: { band: WeatherBand; condition: WeatherCondition };
};

/** The local hour of a moment in a time zone (UTC when none or unknown). */
function hourIn(at: Date, timeZone: string | undefined): number {
  if (!timeZone) return at.getUTCHours();
  try {
    const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at);
    return Number(hour) % 24;
  } catch {
    return at.getUTCHours();
  }
}

const anyOf = (wanted: readonly string[] | undefined, have: ReadonlySet<string>) =>
  wanted === undefined || wanted.some((value) => have.has(value));

/**
 * Which of a rule's conditions the facts fail, by name (empty: the rule matches). Every condition
 * given must hold; a list holds when any of its values does. The names are shown on the
 * personalisation test pages, to say why a rule did not match.
 */
export function failedConditions(conditions: RuleConditions, facts: DecisionFacts): string[] {
  const failed: string[] = [];
  const check = (name: string, holds: boolean) => {
    if (!holds) failed.push(name);
  };
  if (conditions.pageTypes)
    check('pageTypes', facts.pageType !== undefined && conditions.pageTypes.includes(facts.pageType as never));
  check('productIds', anyOf(conditions.productIds, facts.productIds));
  check('categoryIds', anyOf(conditions.categoryIds, facts.categoryIds));
  if (conditions.searchTerms) {
    const search = facts.search?.toLowerCase() ?? '';
    check('searchTerms', search !== '' && conditions.searchTerms.some((term) => search.includes(term.toLowerCase())));
  }
  if (conditions.cart) {
    const { minQuantity = 0, minValue = 0 } = conditions.cart;
    check('cart', facts.cart.quantity >= Math.max(1, minQuantity) && facts.cart.value >= minValue);
  }
  if (conditions.purchased !== undefined) check('purchased', facts.purchased === conditions.purchased);
  check('customerGroups', anyOf(conditions.customerGroups, facts.customerGroups));
  if (conditions.qualifiers) {
    check(
      'qualifiers',
      Object.entries(conditions.qualifiers).every(([key, value]) => facts.qualifiers[key] === value),
    );
  }
  if (conditions.countries)
    check('countries', facts.country !== undefined && conditions.countries.includes(facts.country));
  if (conditions.hours) {
    const { from, to, timeZone } = conditions.hours;
    const hour = hourIn(facts.at, timeZone);
    check('hours', from <= to ? hour >= from && hour < to : hour >= from || hour < to);
  }
  if (conditions.startsAt) check('startsAt', facts.at.getTime() >= Date.parse(conditions.startsAt));
  if (conditions.endsAt) check('endsAt', facts.at.getTime() < Date.parse(conditions.endsAt));
  if (conditions.weather) {
    const { bands, conditions: skies } = conditions.weather;
    const weather = facts.weather;
    check(
      'weather',
      weather !== undefined &&
        (bands === undefined || bands.includes(weather.band)) &&
        (skies === undefined || skies.includes(weather.condition)),
    );
  }
  return failed;
}

export const ruleMatches = (conditions: RuleConditions, facts: DecisionFacts) =>
  failedConditions(conditions, facts).length === 0;
