import { z } from '@hono/zod-openapi';
import { TARGETING_SLOTS, TargetingRuleInput, WEATHER_BANDS, WEATHER_CONDITIONS } from './rules.js';

/** API shapes of the decision service (spec 3 §3.13, §7 targeting rows; decision 054). */

const Id = z.string().trim().min(1).max(100);
const ProductRef = z.object({ productId: Id, sku: Id.optional() }).strict();
const Line = z
  .object({
    productId: Id,
    sku: Id.optional(),
    quantity: z.number().int().min(1).max(999),
    unitPrice: z.number().min(0).max(1_000_000),
    currency: z.string().regex(/^[A-Z]{3}$/),
  })
  .strict();

/** The events a page sends (Monetate's shapes): what it shows, the bag, a purchase, the search, custom variables. */
export const TargetingEvent = z.discriminatedUnion('eventType', [
  z
    .object({
      eventType: z.literal('monetate:context:PageView'),
      pageType: z.string().max(50),
      path: z.string().max(2000).optional(),
      categories: z.array(Id).max(50).optional(),
      breadcrumbs: z.array(z.string().max(200)).max(20).optional(),
    })
    .strict(),
  z
    .object({ eventType: z.literal('monetate:context:ProductDetailView'), products: z.array(ProductRef).max(50) })
    .strict(),
  z
    .object({ eventType: z.literal('monetate:context:ProductThumbnailView'), products: z.array(ProductRef).max(100) })
    .strict(),
  z.object({ eventType: z.literal('monetate:context:Cart'), cartLines: z.array(Line).max(200) }).strict(),
  z
    .object({
      eventType: z.literal('monetate:context:Purchase'),
      purchaseId: Id,
      purchaseLines: z.array(Line).max(200),
    })
    .strict(),
  z.object({ eventType: z.literal('monetate:context:Search'), searchTerm: z.string().max(200) }).strict(),
  z
    .object({
      eventType: z.literal('monetate:context:CustomVariables'),
      customVariables: z
        .array(z.object({ variable: z.string().min(1).max(100), value: z.string().max(200) }).strict())
        .max(50),
    })
    .strict(),
  z
    .object({
      eventType: z.literal('monetate:context:Coordinates'),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    })
    .strict(),
  z.object({ eventType: z.literal('monetate:context:IpAddress'), ipAddress: z.union([z.ipv4(), z.ipv6()]) }).strict(),
  z.object({ eventType: z.literal('monetate:decision:DecisionRequest'), requestId: Id }).strict(),
]);
export type TargetingEvent = z.infer<typeof TargetingEvent>;

export const DecideRequest = z
  .object({
    channel: z.string().max(200).openapi({ example: 'ridgeline/us/web' }),
    events: z.array(TargetingEvent).max(30),
    customerId: Id.optional(),
    deviceId: Id.optional(),
    monetateId: Id.optional().openapi({ description: 'The visitor’s `mt.aa` cookie value.' }),
    /** The visitor's country, when the caller knows it (the storefront's trusted CDN header or IP lookup). */
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US')
      .optional(),
    locale: z
      .string()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
      .default('en-US'),
    currency: z.enum(['USD', 'CAD']).default('USD'),
    /** Preview and the Storefront Toolkit's context: the moment, the simulated groups and qualifiers. */
    preview: z
      .object({
        effectiveDateTime: z.iso.datetime({ offset: true }).optional(),
        customerGroups: z.array(Id).max(100).optional(),
        qualifiers: z.record(z.string().min(1).max(100), z.string().max(200)).optional(),
      })
      .strict()
      .optional(),
    /** The shopper's own customer groups (guests: Everyone, Unregistered). */
    customerGroups: z.array(Id).max(100).optional(),
    /** Answer every rule with the conditions it failed (the personalisation test pages). */
    explain: z.boolean().default(false),
  })
  .strict()
  .openapi('TargetingDecideRequest');
export type DecideRequest = z.infer<typeof DecideRequest>;

export const TargetingItem = z
  .object({
    productId: z.string(),
    title: z.string(),
    name: z.string(),
    slugUrl: z.string().optional(),
    imageLink: z.string().optional(),
    price: z.number().optional(),
    salePrice: z.number().optional(),
    c_technologyGridBadge: z.string(),
  })
  .openapi('TargetingItem');

export const TargetingAction = z
  .object({
    actionId: z.string(),
    actionType: z.literal('monetate:action:OmniChannelJson'),
    component: z.enum(['weather', 'pick-up', 'exit-modal']),
    ruleName: z.string(),
    displayMessage: z.string().optional(),
    json: z.record(z.string(), z.unknown()),
    items: z.array(TargetingItem).optional(),
  })
  .openapi('TargetingAction');
export type TargetingActionDto = z.infer<typeof TargetingAction>;

export const RuleVerdict = z
  .object({
    ruleId: z.string(),
    name: z.string(),
    slot: z.enum(TARGETING_SLOTS),
    active: z.boolean(),
    matched: z.boolean(),
    /** Chosen for its slot (the first matching rule of the slot; every matching content-groups rule). */
    chosen: z.boolean(),
    failed: z.array(z.string()),
  })
  .openapi('TargetingRuleVerdict');

export const DecideAnswer = z
  .object({
    meta: z.object({ code: z.literal(200), requestId: z.string() }),
    data: z.object({
      responses: z.array(z.object({ requestId: z.string(), actions: z.array(TargetingAction) })),
      /** Content groups the rules add (personalised slots' segments). */
      amplienceGroups: z.array(z.string()),
      omniActions: z.array(TargetingAction),
      userLocation: z.object({
        country: z.string().optional(),
        coordinates: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
        ipAddress: z.string().optional(),
      }),
      weather: z.object({
        temperatureC: z.number(),
        band: z.enum(WEATHER_BANDS),
        condition: z.enum(WEATHER_CONDITIONS),
        source: z.enum(['forecast', 'estimate']),
      }),
      rules: z.array(RuleVerdict).optional(),
    }),
  })
  .openapi('TargetingDecideAnswer');
export type DecideAnswer = z.infer<typeof DecideAnswer>;

export const TargetingRuleBody = TargetingRuleInput;
export const TargetingRuleList = z
  .object({ rules: z.array(z.record(z.string(), z.unknown())) })
  .openapi('TargetingRuleList');
