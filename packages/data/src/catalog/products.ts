import { COLOURS, type Colour } from './colors.js';
import type {
  InventoryRecordRow,
  PriceRow,
  ProductCategoryRow,
  ProductComponentRow,
  ProductRow,
  VariantRow,
  VariationAttribute,
} from './commerce.js';
import type { Assortment } from './assortment.js';
import { styleNumber, variantUpc } from './identifiers.js';
import { inventoryRows } from './inventory.js';
import { categoryMemberships, merchandising, pageFields, productCopy, productSlugs } from './merchandising.js';
import { artStyle, productName } from './names.js';
import type { SellablePlan } from './plan.js';
import { isTieredKind, listPriceUsd, priceRows } from './prices.js';
import { Rng, Stream } from './random.js';
import { COLOUR_ATTRIBUTE_NAME, SIZE_ATTRIBUTE_NAME, SIZE_SCALES, type Size } from './sizes.js';
import { UPF_BADGES, type TechBadgeCode } from './tech-badges.js';
import type { Audience } from './vocabulary.js';

/** Everything one product contributes to the catalogue tables. */
export type GeneratedProduct = {
  product: ProductRow;
  categories: ProductCategoryRow[];
  components: ProductComponentRow[];
  variants: VariantRow[];
  inventory: InventoryRecordRow[];
  prices: PriceRow[];
};

const COLOUR_COUNT_WEIGHTS = [
  [1, 15],
  [2, 25],
  [3, 30],
  [4, 20],
  [5, 10],
] as const;
const BADGE_COUNT_WEIGHTS = [
  [0, 25],
  [1, 35],
  [2, 25],
  [3, 15],
] as const;

function techBadges(rng: Rng, pool: readonly TechBadgeCode[]): TechBadgeCode[] {
  const count = rng.weighted(BADGE_COUNT_WEIGHTS, ([, w]) => w)[0];
  const chosen: TechBadgeCode[] = [];
  for (const code of rng.sample(pool, pool.length)) {
    if (chosen.length === count) break;
    // One UPF rating per product: the ratings contradict each other.
    if (UPF_BADGES.includes(code) && chosen.some((c) => UPF_BADGES.includes(c))) continue;
    chosen.push(code);
  }
  return chosen;
}

/**
 * c_colorID in merchandised order. One master in ten lists a colour it does not have first,
 * as real feeds do, so the tile's default-colour rule (first listed colour that exists) is exercised.
 */
function merchandisedColourIds(rng: Rng, colours: readonly Colour[]): string {
  const codes = colours.map((c) => c.code);
  if (rng.chance(0.1)) {
    const start = rng.int(0, COLOURS.length - 1);
    for (let step = 0; step < COLOURS.length; step++) {
      const candidate = COLOURS[(start + step) % COLOURS.length];
      if (candidate && !codes.includes(candidate.code)) {
        codes.unshift(candidate.code);
        break;
      }
    }
  }
  return codes.join('|');
}

function sizesFor(rng: Rng, assortment: Assortment): readonly Size[] {
  const sizes = SIZE_SCALES[rng.pick(assortment.sizeScales)];
  // Some apparel is cut in S–XL only.
  if (sizes.length === 6 && sizes[0]?.value === 'XS' && rng.chance(0.25)) return sizes.slice(1, 5);
  return sizes;
}

function variationAttributes(colours: readonly Colour[], sizes: readonly Size[], variants: readonly VariantRow[]): VariationAttribute[] {
  const orderable = (test: (v: VariantRow) => boolean) => variants.some((v) => test(v) && v.orderable !== false);
  return [
    {
      id: 'color',
      name: COLOUR_ATTRIBUTE_NAME,
      values: colours.map((c) => ({ value: c.code, name: c.name, hex: c.hex, orderable: orderable((v) => v.color === c.code) })),
    },
    {
      id: 'size',
      name: SIZE_ATTRIBUTE_NAME,
      values: sizes.map((s) => ({ value: s.value, name: s.name, orderable: orderable((v) => v.size === s.value) })),
    },
  ];
}

function baseRow(
  seed: number,
  plan: { index: number; id: string },
  assortment: Assortment,
  audience: Audience,
  style: number,
): Omit<ProductRow, 'type' | 'colorIds' | 'variationAttributes' | 'techBadges' | 'isNew' | 'isSale' | 'rating' | 'reviewCount' | 'rank' | 'createdAt'> {
  const { name, noun, adjective } = productName(seed, plan.index, assortment, audience);
  const copy = productCopy(seed, plan.index, assortment.kind);
  const keywords = {
    en: `${noun.en.toLowerCase()}, ${adjective.en.toLowerCase()}, ${copy.keywords.en}`,
    fr: `${noun.fr.toLowerCase()}, ${adjective.fr[noun.agree]}, ${copy.keywords.fr ?? ''}`,
  };
  const shortDescription = copy.shortDescription ?? { en: '' };
  return {
    id: plan.id,
    name,
    shortDescription,
    longDescription: copy.longDescription,
    ...pageFields(name, shortDescription),
    keywords,
    slugUrl: productSlugs(name, plan.id),
    brand: 'Ridgeline',
    primaryCategoryId: assortment.categoryId,
    manufacturerSku: `RL-${styleNumber(plan.index)}`,
    styleNumber: styleNumber(plan.index),
    stepQuantity: 1,
    minOrderQuantity: 1,
    productClass: assortment.productClass,
    features: copy.features,
    fabric: copy.fabric,
    artwork: { kind: assortment.kind, style: artStyle(noun, style) },
    online: true,
  };
}

/** A master with colour × size variants, or a single-SKU item. */
export function generateSellable(seed: number, plan: SellablePlan): GeneratedProduct {
  const { assortment } = plan;
  const merch = merchandising(seed, plan.index);
  const base = baseRow(seed, plan, assortment, plan.audience, merch.style);
  const colourRng = Rng.for(seed, plan.index, Stream.colors);
  const colourCount = plan.type === 'item' ? 1 : colourRng.weighted(COLOUR_COUNT_WEIGHTS, ([, w]) => w)[0];
  const colours = colourRng.sample(COLOURS, colourCount);
  const badges = techBadges(colourRng, assortment.badges);
  const listUsd = listPriceUsd(seed, plan.index, assortment);

  const product: ProductRow = {
    ...base,
    type: plan.type,
    colorIds: plan.type === 'item' ? (colours[0]?.code ?? '') : merchandisedColourIds(colourRng, colours),
    techBadges: badges,
    isNew: merch.isNew,
    isSale: merch.isSale,
    rating: merch.rating,
    reviewCount: merch.reviewCount,
    variationAttributes: [],
    rank: merch.rank,
    createdAt: merch.createdAt,
  };

  const rng = Rng.for(seed, plan.index, Stream.variants);
  // Some sock lines are sold in pairs of packs only.
  if (assortment.kind === 'socks' && rng.chance(0.25)) {
    product.stepQuantity = 2;
    product.minOrderQuantity = 2;
    product.name = { en: `${product.name.en} 2-Pack`, fr: `${product.name.fr ?? product.name.en} – lot de 2` };
  }
  const tiered = isTieredKind(assortment.kind) && rng.chance(0.4);

  if (plan.type === 'item') {
    product.artwork = { ...base.artwork, hex: colours[0]?.hex ?? '#1c1c1e' };
    return {
      product,
      categories: categoryMemberships(plan.id, assortment.categoryId, merch),
      components: [],
      variants: [],
      inventory: inventoryRows(seed, plan.index, [plan.id]),
      prices: priceRows({ productId: plan.id, listUsd, isSale: merch.isSale, percentOff: merch.percentOff, tiered, variantListUsd: [] }),
    };
  }

  const sizes = sizesFor(rng, assortment);
  const variants: VariantRow[] = [];
  for (const colour of colours)
    for (const size of sizes)
      variants.push({
        id: `${plan.id}-${colour.code}-${size.value}`,
        masterId: plan.id,
        color: colour.code,
        size: size.value,
        upc: variantUpc(plan.index, variants.length),
        orderable: !rng.chance(0.04),
        position: variants.length,
      });
  product.variationAttributes = variationAttributes(colours, sizes, variants);

  // One apparel master in ten charges more for its largest size, priced on those variants.
  const largest = sizes[sizes.length - 1];
  const upsized =
    sizes.length > 2 && largest && rng.chance(0.1)
      ? variants.filter((v) => v.size === largest.value).map((v) => [v.id, listUsd + 1000] as const)
      : [];

  return {
    product,
    categories: categoryMemberships(plan.id, assortment.categoryId, merch),
    components: [],
    variants,
    inventory: inventoryRows(seed, plan.index, variants.map((v) => v.id)),
    prices: priceRows({ productId: plan.id, listUsd, isSale: merch.isSale, percentOff: merch.percentOff, tiered, variantListUsd: upsized }),
  };
}
