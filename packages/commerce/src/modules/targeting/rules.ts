import { z } from '@hono/zod-openapi';

/** The slots a rule fills (spec 3 §4.6 "Targeting slots"), and `content-groups` for personalised content. */
export const TARGETING_SLOTS = ['weather', 'pick-up', 'exit-modal', 'content-groups'] as const;
export type TargetingSlot = (typeof TARGETING_SLOTS)[number];

/** Temperature bands the weather provider answers (°C: hot ≥ 25, warm ≥ 15, mild ≥ 5, cold ≥ -5, freezing below). */
export const WEATHER_BANDS = ['hot', 'warm', 'mild', 'cold', 'freezing'] as const;
export type WeatherBand = (typeof WEATHER_BANDS)[number];
export const WEATHER_CONDITIONS = ['clear', 'cloudy', 'rain', 'snow', 'unknown'] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

export const PAGE_TYPES = [
  'home',
  'product',
  'category',
  'search',
  'content',
  'cart',
  'checkout',
  'account',
  'other',
] as const;

const Ids = z.array(z.string().trim().min(1).max(100)).min(1).max(100);
const Hour = z.number().int().min(0).max(24);

/** Every condition given must hold; a list holds when any of its values does. */
export const RuleConditions = z
  .object({
    pageTypes: z.array(z.enum(PAGE_TYPES)).min(1).optional(),
    /** A product viewed, in the bag or bought (ids of masters or variants). */
    productIds: Ids.optional(),
    /** The page's categories or breadcrumbs. */
    categoryIds: Ids.optional(),
    /** Words of the search (case-insensitive, contained). */
    searchTerms: z.array(z.string().trim().min(1).max(100)).min(1).max(50).optional(),
    cart: z
      .object({ minQuantity: z.number().int().min(1).optional(), minValue: z.number().min(0).optional() })
      .strict()
      .optional(),
    /** A purchase event is (true) or is not (false) among the events. */
    purchased: z.boolean().optional(),
    customerGroups: Ids.optional(),
    /** Each key's value equal (custom variables and the shopper context's qualifiers). */
    qualifiers: z.record(z.string().min(1).max(100), z.string().max(200)).optional(),
    /** ISO 3166-1 alpha-2 codes of the visitor's country. */
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US'))
      .min(1)
      .optional(),
    /** Local hours [from, to) in the time zone (UTC by default); from > to spans midnight. */
    hours: z
      .object({ from: Hour, to: Hour, timeZone: z.string().max(64).optional() })
      .strict()
      .optional(),
    /** The moment's window (the effective moment of preview and the toolkit counts). */
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).optional(),
    weather: z
      .object({
        bands: z.array(z.enum(WEATHER_BANDS)).min(1).optional(),
        conditions: z.array(z.enum(WEATHER_CONDITIONS)).min(1).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type RuleConditions = z.infer<typeof RuleConditions>;

/** A text for every locale, or one per language (`en` required). */
export const LocalText = z.union([
  z.string().max(2000),
  z.object({ en: z.string().max(2000), fr: z.string().max(2000).optional() }).strict(),
]);
export type LocalText = z.infer<typeof LocalText>;

const WeatherJson = z
  .object({
    title: LocalText,
    subtitle: LocalText,
    ctaText: LocalText,
    iconName: z.string().max(50),
    drawerTitle: LocalText,
    drawerSubtitle: LocalText,
    viewAllText: LocalText,
    /** A path of the shop; `icid=weather-widget` is appended by the widget. Default /search?q=sun+protection. */
    viewAllLink: z
      .string()
      .regex(/^\/(?!\/)/, 'must be a path of the shop')
      .max(500)
      .optional(),
  })
  .strict();

const ExitJson = z
  .object({
    heading: LocalText,
    body: LocalText,
    buttonText: LocalText,
    imgUrl: z.string().max(1000),
    altText: LocalText,
    customLinkName: z
      .string()
      .regex(/^\/(?!\/)/, 'must be a path of the shop')
      .max(500)
      .optional(),
    spaceBetweenElms: z.union([z.number(), z.string()]).optional(),
  })
  .strict();

export const RuleAction = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('weather'),
      displayMessage: LocalText.optional(),
      json: WeatherJson,
      /** Where the drawer's products come from: a category's featured products, or these products. */
      products: z
        .object({
          categoryId: z.string().max(100).optional(),
          productIds: Ids.optional(),
          limit: z.number().int().min(1).max(10),
        })
        .strict(),
    })
    .strict(),
  z.object({ kind: z.literal('pick-up'), json: z.object({}).strict().default({}) }).strict(),
  z.object({ kind: z.literal('exit-modal'), json: ExitJson }).strict(),
  z.object({ kind: z.literal('content-groups'), groups: Ids }).strict(),
]);
export type RuleAction = z.infer<typeof RuleAction>;

export const TargetingRuleInput = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be lower-case letters, digits and dashes'),
    name: z.string().trim().min(1).max(200),
    slot: z.enum(TARGETING_SLOTS),
    priority: z.number().int().min(0).max(10_000).default(100),
    active: z.boolean().default(true),
    conditions: RuleConditions.default({}),
    action: RuleAction,
  })
  .strict()
  .refine((rule) => rule.action.kind === rule.slot, {
    message: 'action.kind must be the rule’s slot',
    path: ['action', 'kind'],
  });
export type TargetingRuleInput = z.input<typeof TargetingRuleInput>;
export type TargetingRule = z.output<typeof TargetingRuleInput>;

/** A local text in a locale (its language, else English). */
export function localText(text: LocalText | undefined, locale: string): string | undefined {
  if (text === undefined || typeof text === 'string') return text;
  return locale.toLowerCase().startsWith('fr') && text.fr ? text.fr : text.en;
}
