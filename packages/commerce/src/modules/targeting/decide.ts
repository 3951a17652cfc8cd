import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { featuredProducts, getSummaries } from '../catalog/index.js';
import { failedConditions, type DecisionFacts } from './conditions.js';
import type { DecideAnswer, DecideRequest, TargetingActionDto } from './contract.js';
import { localText, type RuleAction, type TargetingRule } from './rules.js';
import { cachedRules } from './service.js';
import type { VisitorLocation, WeatherProvider } from './weather.js';

/** A guest's groups (spec 1 §3) when the caller sends none. */
const GUEST_GROUPS = ['Everyone', 'Unregistered'];

/** What the events and the request say of the visitor and the page. */
export function factsOf(
  request: DecideRequest,
  at: Date,
): Omit<DecisionFacts, 'weather'> & { location: VisitorLocation; ipAddress?: string } {
  const productIds = new Set<string>();
  const categoryIds = new Set<string>();
  const qualifiers: Record<string, string> = {};
  let pageType: string | undefined;
  let search: string | undefined;
  let purchased = false;
  const cart = { quantity: 0, value: 0 };
  const location: VisitorLocation = request.country ? { country: request.country } : {};
  let ipAddress: string | undefined;
  for (const event of request.events) {
    switch (event.eventType) {
      case 'monetate:context:PageView':
        pageType = event.pageType;
        for (const id of [...(event.categories ?? []), ...(event.breadcrumbs ?? [])]) categoryIds.add(id);
        break;
      case 'monetate:context:ProductDetailView':
      case 'monetate:context:ProductThumbnailView':
        for (const p of event.products) {
          productIds.add(p.productId);
          if (p.sku) productIds.add(p.sku);
        }
        break;
      case 'monetate:context:Cart':
        for (const line of event.cartLines) {
          productIds.add(line.productId);
          if (line.sku) productIds.add(line.sku);
          cart.quantity += line.quantity;
          cart.value += line.quantity * line.unitPrice;
        }
        break;
      case 'monetate:context:Purchase':
        purchased = true;
        for (const line of event.purchaseLines) {
          productIds.add(line.productId);
          if (line.sku) productIds.add(line.sku);
        }
        break;
      case 'monetate:context:Search':
        search = event.searchTerm;
        break;
      case 'monetate:context:CustomVariables':
        for (const { variable, value } of event.customVariables) qualifiers[variable] = value;
        break;
      case 'monetate:context:Coordinates':
        location.latitude = event.latitude;
        location.longitude = event.longitude;
        break;
      case 'monetate:context:IpAddress':
        ipAddress = event.ipAddress;
        break;
      case 'monetate:decision:DecisionRequest':
        break;
    }
  }
  // The toolkit's simulated groups replace the shopper's own; its qualifiers join the page's.
  const groups = request.preview?.customerGroups?.length
    ? request.preview.customerGroups
    : (request.customerGroups ?? GUEST_GROUPS);
  return {
    ...(pageType ? { pageType } : {}),
    ...(search !== undefined ? { search } : {}),
    productIds,
    categoryIds,
    cart,
    purchased,
    customerGroups: new Set(['Everyone', ...groups]),
    qualifiers: { ...qualifiers, ...(request.preview?.qualifiers ?? {}) },
    ...(location.country ? { country: location.country } : {}),
    at,
    location,
    ...(ipAddress ? { ipAddress } : {}),
  };
}

const DEFAULT_VIEW_ALL = '/search?q=sun+protection';

/** A rule's action as the page gets it: texts in the locale, the weather drawer's products. */
async function actionOf(
  db: Database,
  rule: TargetingRule,
  action: Exclude<RuleAction, { kind: 'content-groups' }>,
  request: DecideRequest,
): Promise<TargetingActionDto> {
  const text = (value: Parameters<typeof localText>[0]) => localText(value, request.locale);
  const base = {
    actionId: rule.id,
    actionType: 'monetate:action:OmniChannelJson' as const,
    component: action.kind,
    ruleName: rule.name,
  };
  if (action.kind === 'pick-up') return { ...base, json: {} };
  if (action.kind === 'exit-modal') {
    const { json } = action;
    return {
      ...base,
      json: {
        heading: text(json.heading),
        body: text(json.body),
        buttonText: text(json.buttonText),
        imgUrl: json.imgUrl,
        altText: text(json.altText),
        ...(json.customLinkName ? { customLinkName: json.customLinkName } : {}),
        ...(json.spaceBetweenElms !== undefined ? { spaceBetweenElms: json.spaceBetweenElms } : {}),
      },
    };
  }
  const { json, products } = action;
  const ids =
    products.productIds?.slice(0, products.limit) ??
    (await featuredProducts(db, {
      ...(products.categoryId ? { categoryIds: [products.categoryId] } : {}),
      limit: products.limit,
    }));
  const summaries = await getSummaries(db, ids, { locale: request.locale, currency: request.currency });
  const items = ids.flatMap((id) => {
    const s = summaries.get(id);
    if (!s) return [];
    const onSale = s.listPrice !== undefined && s.price !== undefined && s.price < s.listPrice;
    return [
      {
        productId: s.productId,
        title: s.productName,
        name: s.productName,
        ...(s.slugUrl ? { slugUrl: s.slugUrl } : {}),
        ...(s.image?.link ? { imageLink: s.image.link } : {}),
        ...(onSale ? { price: s.listPrice, salePrice: s.price } : s.price !== undefined ? { price: s.price } : {}),
        c_technologyGridBadge: s.c_technologyGridBadge,
      },
    ];
  });
  const displayMessage = text(action.displayMessage);
  return {
    ...base,
    ...(displayMessage ? { displayMessage } : {}),
    json: {
      title: text(json.title),
      subtitle: text(json.subtitle),
      ctaText: text(json.ctaText),
      iconName: json.iconName,
      drawerTitle: text(json.drawerTitle),
      drawerSubtitle: text(json.drawerSubtitle),
      viewAllText: text(json.viewAllText),
      viewAllLink: json.viewAllLink ?? DEFAULT_VIEW_ALL,
    },
    items,
  };
}

/**
 * The decision (spec 3 §3.13, §7): the facts of the events, the weather at the visitor's place and
 * moment, then the rules in priority order — the first active rule matching fills each slot (the
 * weather widget, the pick-up modal, the exit modal), and every matching `content-groups` rule adds
 * its groups. The moment is now, or the effective moment of preview and the Storefront Toolkit.
 */
export async function decide(
  db: Database,
  request: DecideRequest,
  deps: { weather: WeatherProvider; now?: Date },
): Promise<DecideAnswer> {
  const at = request.preview?.effectiveDateTime
    ? new Date(request.preview.effectiveDateTime)
    : (deps.now ?? new Date());
  const { location, ipAddress, ...facts } = factsOf(request, at);
  const weather = await deps.weather.weatherAt(location, at);
  const allFacts: DecisionFacts = { ...facts, weather: { band: weather.band, condition: weather.condition } };
  const rules = await cachedRules(db);
  const filled = new Set<string>();
  const groups = new Set<string>();
  const chosen: { rule: TargetingRule; action: Exclude<RuleAction, { kind: 'content-groups' }> }[] = [];
  const verdicts = rules.map((rule) => {
    const failed = failedConditions(rule.conditions, allFacts);
    const matched = failed.length === 0;
    let isChosen = false;
    if (rule.active && matched) {
      if (rule.action.kind === 'content-groups') {
        for (const group of rule.action.groups) groups.add(group);
        isChosen = true;
      } else if (!filled.has(rule.slot)) {
        filled.add(rule.slot);
        chosen.push({ rule, action: rule.action });
        isChosen = true;
      }
    }
    return {
      ruleId: rule.id,
      name: rule.name,
      slot: rule.slot,
      active: rule.active,
      matched,
      chosen: isChosen,
      failed,
    };
  });
  const actions = await Promise.all(chosen.map(({ rule, action }) => actionOf(db, rule, action, request)));
  const requestId =
    request.events.find(
      (e): e is Extract<typeof e, { eventType: 'monetate:decision:DecisionRequest' }> =>
        e.eventType === 'monetate:decision:DecisionRequest',
    )?.requestId ?? randomUUID();
  return {
    meta: { code: 200, requestId },
    data: {
      responses: [{ requestId, actions }],
      amplienceGroups: [...groups],
      omniActions: actions,
      userLocation: {
        ...(location.country ? { country: location.country } : {}),
        ...(location.latitude !== undefined && location.longitude !== undefined
          ? { coordinates: { latitude: location.latitude, longitude: location.longitude } }
          : {}),
        ...(ipAddress ? { ipAddress } : {}),
      },
      weather,
      ...(request.explain ? { rules: verdicts } : {}),
    },
  };
}
