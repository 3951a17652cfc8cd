import type { TopLevelId } from './categories.js';
import { COLOURS } from './colors.js';
import type { Localized, ProductComponentRow, ProductRow } from './commerce.js';
import { styleNumber } from './identifiers.js';
import { inventoryRows } from './inventory.js';
import { categoryMemberships, merchandising, pageFields, productSlugs } from './merchandising.js';
import { artStyle, lineName, productName } from './names.js';
import { isSellable, planProduct, type GroupPlan, type SellablePlan } from './plan.js';
import { bundlePriceUsd, listPriceUsd, priceRows } from './prices.js';
import type { GeneratedProduct } from './products.js';
import { Rng, Stream } from './random.js';
import { AUDIENCE_WORDS } from './vocabulary.js';


/** How far back a set or bundle looks for its components: a few hundred plans are cheap. */
const LOOKBACK = 400;

const SET_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Layering Set', 'Ensemble multicouche'],
  ['Trail Outfit', 'Tenue de sentier'],
  ['Adventure Set', "Ensemble d'aventure"],
];
const BUNDLE_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Day Hike Kit', 'Trousse de randonnée d’un jour'],
  ['Hydration Bundle', 'Ensemble hydratation'],
  ['Trail Essentials Kit', 'Trousse essentiels de sentier'],
  ['Camp Kit', 'Trousse de camping'],
];
const SET_TOP_LEVEL: Record<'men' | 'women' | 'kids', TopLevelId> = {
  men: 'mens-clothing',
  women: 'womens-clothing',
  kids: 'kids-clothing',
};

/**
 * Components are always products with a lower index, so they depend only on (seed, j) and
 * are already in the database when the set or bundle row arrives (product_components has
 * foreign keys to both).
 */
function findComponents(
  seed: number,
  index: number,
  rng: Rng,
  wanted: number,
  accept: (plan: SellablePlan, chosen: readonly SellablePlan[]) => boolean,
): SellablePlan[] {
  const chosen: SellablePlan[] = [];
  // The first pass skips some candidates for variety; the second makes sure of two components.
  for (const pass of [0, 1]) {
    const target = pass === 0 ? wanted : 2;
    for (let j = index - 1; j >= 0 && j >= index - LOOKBACK && chosen.length < target; j--) {
      const plan = planProduct(seed, j);
      if (!isSellable(plan)) continue;
      if (chosen.some((c) => c.id === plan.id) || !accept(plan, chosen)) continue;
      if (pass === 1 || rng.chance(0.7)) chosen.push(plan);
    }
  }
  // Keep the merchandised order stable: earliest product first.
  return chosen.sort((a, b) => a.index - b.index);
}

function groupRow(
  seed: number,
  plan: GroupPlan,
  name: Localized,
  components: readonly SellablePlan[],
  primaryCategoryId: string,
): { product: ProductRow; merch: ReturnType<typeof merchandising> } {
  const merch = merchandising(seed, plan.index);
  // A set has no price of its own (shoppers buy its pieces), so it cannot be on sale.
  if (plan.type === 'set') merch.isSale = false;
  const rng = Rng.for(seed, plan.index, Stream.category);
  const children = components.map((c) => productName(seed, c.index, c.assortment, c.audience));
  const childNames = children.map((c) => c.name);
  const shortDescription =
    plan.type === 'set'
      ? { en: 'Pieces chosen to work together as one system.', fr: 'Des pièces choisies pour fonctionner ensemble comme un seul système.' }
      : { en: 'Everything you need in one box, for less than buying each piece.', fr: 'Tout ce qu’il vous faut dans une seule boîte, pour moins cher que chaque pièce achetée séparément.' };
  const first = components[0];
  const product: ProductRow = {
    id: plan.id,
    type: plan.type,
    name,
    shortDescription,
    longDescription: {
      en: `${shortDescription.en} Includes: ${childNames.map((n) => n.en).join(', ')}.`,
      fr: `${shortDescription.fr} Comprend : ${childNames.map((n) => n.fr ?? n.en).join(', ')}.`,
    },
    ...pageFields(name, shortDescription),
    keywords: plan.type === 'set' ? { en: 'set, outfit, layering', fr: 'ensemble, tenue, multicouche' } : { en: 'bundle, kit, gift', fr: 'ensemble, trousse, cadeau' },
    slugUrl: productSlugs(name, plan.id),
    brand: 'Ridgeline',
    primaryCategoryId,
    manufacturerSku: `RL-${styleNumber(plan.index)}`,
    styleNumber: styleNumber(plan.index),
    colorIds: '',
    techBadges: [],
    isNew: merch.isNew,
    isSale: merch.isSale,
    rating: merch.rating,
    reviewCount: merch.reviewCount,
    stepQuantity: 1,
    minOrderQuantity: 1,
    productClass: plan.type === 'set' ? 'Sets' : 'Bundles',
    variationAttributes: [],
    features: { en: childNames.map((n) => n.en), fr: childNames.map((n) => n.fr ?? n.en) },
    // A set shows its first piece as that piece is drawn; a bundle shows a daypack.
    artwork:
      plan.type === 'set' && first && children[0]
        ? { kind: first.assortment.kind, style: artStyle(children[0].noun, merchandising(seed, first.index).style), hex: rng.pick(COLOURS).hex }
        : { kind: 'pack', style: 0, hex: rng.pick(COLOURS).hex },
    rank: merch.rank,
    online: true,
    createdAt: merch.createdAt,
  };
  return { product, merch };
}

function componentRows(parentId: string, components: readonly SellablePlan[], quantities: readonly number[]): ProductComponentRow[] {
  return components.map((c, position) => ({ parentId, childId: c.id, quantity: quantities[position] ?? 1, position }));
}

/** A set: two or three clothing masters of one audience, from different categories. */
function generateSet(seed: number, plan: GroupPlan & { type: 'set' }): GeneratedProduct {
  const rng = Rng.for(seed, plan.index, Stream.components);
  const audience = plan.audience === 'unisex' ? 'men' : plan.audience;
  const topLevel = SET_TOP_LEVEL[audience];
  const distinct = (p: SellablePlan, chosen: readonly SellablePlan[]) =>
    p.type === 'master' && !chosen.some((c) => c.assortment.categoryId === p.assortment.categoryId);
  const wanted = rng.int(2, 3);
  let components = findComponents(seed, plan.index, rng, wanted, (p, chosen) => p.assortment.topLevelId === topLevel && distinct(p, chosen));
  // Early in the index there may be too few of one audience: fall back to any clothing.
  if (components.length < 2)
    components = findComponents(seed, plan.index, rng, wanted, (p, chosen) => p.assortment.topLevelId.endsWith('-clothing') && distinct(p, chosen));
  const [en, fr] = rng.pick(SET_NAMES);
  const line = lineName(rng);
  const words = AUDIENCE_WORDS[audience];
  const name = { en: `${words.en} ${line} ${en}`, fr: `${fr} ${line} ${words.fr}` };
  const { product, merch } = groupRow(seed, plan, name, components, topLevel);
  return {
    product,
    categories: categoryMemberships(plan.id, topLevel, merch),
    components: componentRows(plan.id, components, []),
    variants: [],
    inventory: [],
    prices: [],
  };
}

/** A bundle: two or three single-SKU items sold together at one price, with its own stock. */
function generateBundle(seed: number, plan: GroupPlan & { type: 'bundle' }): GeneratedProduct {
  const rng = Rng.for(seed, plan.index, Stream.components);
  const wanted = rng.int(2, 3);
  const components = findComponents(seed, plan.index, rng, wanted, (p) => p.type === 'item');
  const quantities = components.map(() => (rng.chance(0.3) ? 2 : 1));
  const [en, fr] = rng.pick(BUNDLE_NAMES);
  const line = lineName(rng);
  const name = { en: `${line} ${en}`, fr: `${fr} ${line}` };
  const { product, merch } = groupRow(seed, plan, name, components, 'accessories');
  const partsUsd = components.reduce((sum, c, i) => sum + listPriceUsd(seed, c.index, c.assortment) * (quantities[i] ?? 1), 0);
  return {
    product,
    categories: categoryMemberships(plan.id, 'accessories', merch),
    components: componentRows(plan.id, components, quantities),
    variants: [],
    inventory: inventoryRows(seed, plan.index, [plan.id]),
    prices:
      components.length > 0
        ? priceRows({ productId: plan.id, listUsd: bundlePriceUsd(partsUsd), isSale: merch.isSale, percentOff: merch.percentOff, tiered: false, variantListUsd: [] })
        : [],
  };
}

export function generateGroup(seed: number, plan: GroupPlan): GeneratedProduct {
  return plan.type === 'set' ? generateSet(seed, { ...plan, type: 'set' }) : generateBundle(seed, { ...plan, type: 'bundle' });
}
