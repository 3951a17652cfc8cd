import type { ArtworkKind } from './commerce.js';
import type { TopLevelId } from './categories.js';
import type { SizeScale } from './sizes.js';
import type { TechBadgeCode } from './tech-badges.js';
import { ADJECTIVES as A, NOUNS as N, type Adjective, type Audience, type Noun } from './vocabulary.js';

/** What a leaf category sells: how its products are named, sized, badged and priced. */
export type Assortment = {
  categoryId: string;
  topLevelId: TopLevelId;
  /** Share of generated masters (relative). */
  weight: number;
  audiences: readonly Audience[];
  kind: ArtworkKind;
  sizeScales: readonly SizeScale[];
  nouns: readonly Noun[];
  adjectives: readonly Adjective[];
  badges: readonly TechBadgeCode[];
  /** USD list price range in whole dollars. */
  priceUsd: readonly [number, number];
  productClass: string;
};

const CLOTHING = {
  jackets: {
    kind: 'jacket', sizeScales: ['apparel'], productClass: 'Outerwear',
    nouns: [N.jacket, N.parka, N.rainJacket, N.shellJacket, N.coat, N.anorak, N.vest],
    adjectives: [A.insulated, A.waterproof, A.lightweight, A.packable, A.hooded, A.down, A.quilted,
      A.alpine, A.hybrid, A.threeInOne, A.windproof, A.softshell, A.recycled],
    badges: ['01', '02', '04', '05', '21', '30', '31'], priceUsd: [149, 449],
  },
  fleece: {
    kind: 'fleece', sizeScales: ['apparel'], productClass: 'Fleece',
    nouns: [N.fleeceJacket, N.fleecePullover, N.fleeceHoodie, N.fleeceVest],
    adjectives: [A.fullZip, A.quarterZip, A.sherpa, A.highPile, A.midweight, A.heavyweight, A.recycled, A.hooded, A.lightweight],
    badges: ['21', '30', '31', '41'], priceUsd: [69, 179],
  },
  pants: {
    kind: 'pants', sizeScales: ['apparel'], productClass: 'Bottoms',
    nouns: [N.pants, N.shorts, N.joggers, N.rainPants],
    adjectives: [A.convertible, A.stretch, A.cargo, A.lined, A.waterResistant, A.lightweight, A.trail, A.softshell, A.quickDry],
    badges: ['05', '40', '21', '12', '14'], priceUsd: [59, 149],
  },
  shirts: {
    kind: 'shirt', sizeScales: ['apparel'], productClass: 'Tops',
    nouns: [N.shirt, N.tee, N.polo, N.hoodie, N.henley],
    adjectives: [A.longSleeve, A.shortSleeve, A.sunProtection, A.quickDry, A.vented, A.plaid, A.organicCotton, A.merino, A.technical],
    badges: ['10', '11', '12', '13', '14', '20', '40', '41'], priceUsd: [29, 89],
  },
  'base-layers': {
    kind: 'base-layer', sizeScales: ['apparel'], productClass: 'Base Layers',
    nouns: [N.baseTop, N.baseBottoms, N.crew, N.tights],
    adjectives: [A.merino, A.midweight, A.lightweight, A.thermal, A.seamless, A.heavyweight, A.recycled],
    badges: ['22', '41', '42', '20'], priceUsd: [39, 119],
  },
} as const satisfies Record<string, Omit<Assortment, 'categoryId' | 'topLevelId' | 'weight' | 'audiences'>>;

type ClothingLine = keyof typeof CLOTHING;
const CLOTHING_WEIGHTS: Record<ClothingLine, number> = { jackets: 6, fleece: 4, pants: 4, shirts: 5, 'base-layers': 3 };

function clothing(top: 'mens-clothing' | 'womens-clothing', audience: Audience): Assortment[] {
  return (Object.keys(CLOTHING) as ClothingLine[]).map((line) => ({
    ...CLOTHING[line],
    nouns: line === 'pants' && audience === 'women' ? [...CLOTHING.pants.nouns, N.leggings] : CLOTHING[line].nouns,
    categoryId: `${top}-${line}`,
    topLevelId: top,
    weight: CLOTHING_WEIGHTS[line],
    audiences: [audience],
  }));
}

/** Kids' prices are roughly half the adults' ranges. */
const KIDS: Assortment[] = [
  {
    categoryId: 'kids-clothing-jackets', topLevelId: 'kids-clothing', weight: 3, audiences: ['kids'],
    kind: 'jacket', sizeScales: ['kids'], productClass: 'Outerwear',
    nouns: [N.jacket, N.parka, N.rainJacket, N.snowsuit],
    adjectives: [A.insulated, A.waterproof, A.hooded, A.quilted, A.threeInOne, A.recycled],
    badges: ['01', '04', '05', '21', '31'], priceUsd: [59, 149],
  },
  {
    categoryId: 'kids-clothing-fleece', topLevelId: 'kids-clothing', weight: 2, audiences: ['kids'],
    kind: 'fleece', sizeScales: ['kids'], productClass: 'Fleece',
    nouns: [N.fleeceJacket, N.fleeceHoodie, N.fleecePullover],
    adjectives: [A.fullZip, A.sherpa, A.highPile, A.recycled, A.hooded],
    badges: ['21', '30'], priceUsd: [29, 69],
  },
  {
    categoryId: 'kids-clothing-pants', topLevelId: 'kids-clothing', weight: 2, audiences: ['kids'],
    kind: 'pants', sizeScales: ['kids'], productClass: 'Bottoms',
    nouns: [N.pants, N.shorts, N.snowPants, N.joggers],
    adjectives: [A.convertible, A.stretch, A.lined, A.waterResistant, A.quickDry],
    badges: ['05', '40', '12'], priceUsd: [29, 69],
  },
  {
    categoryId: 'kids-clothing-tops', topLevelId: 'kids-clothing', weight: 3, audiences: ['kids'],
    kind: 'shirt', sizeScales: ['kids'], productClass: 'Tops',
    nouns: [N.tee, N.shirt, N.hoodie],
    adjectives: [A.shortSleeve, A.longSleeve, A.sunProtection, A.graphic, A.quickDry, A.organicCotton],
    badges: ['11', '12', '14', '20', '40'], priceUsd: [14, 39],
  },
];

const WOMENS_EXTRA: Assortment = {
  categoryId: 'womens-clothing-dresses', topLevelId: 'womens-clothing', weight: 3, audiences: ['women'],
  kind: 'dress', sizeScales: ['apparel'], productClass: 'Dresses',
  nouns: [N.dress, N.skirt, N.skort, N.tunic],
  adjectives: [A.sunProtection, A.lightweight, A.stretch, A.knit, A.travel, A.organicCotton, A.quickDry],
  badges: ['12', '13', '14', '20', '40'], priceUsd: [49, 119],
};

const FOOTWEAR: Assortment[] = [
  {
    categoryId: 'footwear-hiking-boots', topLevelId: 'footwear', weight: 6, audiences: ['men', 'women'],
    kind: 'boot', sizeScales: ['footwear'], productClass: 'Footwear',
    nouns: [N.hikingBoot, N.trekkingBoot, N.mountainBoot],
    adjectives: [A.waterproof, A.mid, A.leather, A.lightweight, A.suede, A.breathable, A.recycled],
    badges: ['01', '03', '21', '32'], priceUsd: [139, 259],
  },
  {
    categoryId: 'footwear-hiking-shoes', topLevelId: 'footwear', weight: 5, audiences: ['men', 'women'],
    kind: 'shoe', sizeScales: ['footwear'], productClass: 'Footwear',
    nouns: [N.hikingShoe, N.approachShoe, N.multisportShoe],
    adjectives: [A.waterproof, A.low, A.breathable, A.lightweight, A.leather, A.grippy],
    badges: ['01', '03', '21', '32'], priceUsd: [99, 179],
  },
  {
    categoryId: 'footwear-trail-running', topLevelId: 'footwear', weight: 5, audiences: ['men', 'women'],
    kind: 'shoe', sizeScales: ['footwear'], productClass: 'Footwear',
    nouns: [N.trailShoe, N.trailRunner],
    adjectives: [A.cushioned, A.lightweight, A.waterproof, A.grippy, A.responsive, A.breathable],
    badges: ['01', '03', '21', '32'], priceUsd: [109, 189],
  },
  {
    categoryId: 'footwear-sandals', topLevelId: 'footwear', weight: 3, audiences: ['men', 'women'],
    kind: 'sandal', sizeScales: ['footwear'], productClass: 'Footwear',
    nouns: [N.sandal, N.slide, N.waterShoe],
    adjectives: [A.sport, A.strappy, A.cushioned, A.adjustable, A.recycled, A.quickDry],
    badges: ['21', '40', '32'], priceUsd: [39, 99],
  },
  {
    categoryId: 'footwear-winter-boots', topLevelId: 'footwear', weight: 3, audiences: ['men', 'women'],
    kind: 'boot', sizeScales: ['footwear'], productClass: 'Footwear',
    nouns: [N.winterBoot, N.snowBoot, N.pacBoot],
    adjectives: [A.insulated, A.waterproof, A.laceUp, A.leather, A.tall, A.thermal],
    badges: ['01', '04', '31', '32'], priceUsd: [129, 249],
  },
];

const ACCESSORIES: Assortment[] = [
  {
    categoryId: 'accessories-hats', topLevelId: 'accessories', weight: 5, audiences: ['unisex'],
    kind: 'hat', sizeScales: ['one-size', 'hats'], productClass: 'Accessories',
    nouns: [N.cap, N.beanie, N.sunHat, N.bucketHat, N.boonie],
    adjectives: [A.packable, A.wool, A.wideBrim, A.knit, A.fleeceLined, A.quickDry, A.recycled],
    badges: ['11', '14', '40', '22', '21'], priceUsd: [19, 49],
  },
  {
    categoryId: 'accessories-packs', topLevelId: 'accessories', weight: 4, audiences: ['unisex'],
    kind: 'pack', sizeScales: ['one-size'], productClass: 'Equipment',
    nouns: [N.daypack, N.backpack, N.hipPack, N.duffel, N.sling],
    adjectives: [A.lightweight, A.waterproof, A.hydration, A.rolltop, A.technical, A.recycled, A.packable],
    badges: ['05', '21'], priceUsd: [39, 199],
  },
  {
    categoryId: 'accessories-gloves', topLevelId: 'accessories', weight: 4, audiences: ['unisex'],
    kind: 'gloves', sizeScales: ['gloves'], productClass: 'Accessories',
    nouns: [N.gloves, N.mittens, N.linerGloves],
    adjectives: [A.insulated, A.waterproof, A.touchscreen, A.fleece, A.leather, A.wool, A.windproof],
    badges: ['01', '02', '04', '31'], priceUsd: [24, 89],
  },
  {
    categoryId: 'accessories-socks', topLevelId: 'accessories', weight: 5, audiences: ['unisex'],
    kind: 'socks', sizeScales: ['socks'], productClass: 'Accessories',
    nouns: [N.hikingSocks, N.crewSocks, N.ankleSocks, N.skiSocks],
    adjectives: [A.merino, A.cushioned, A.lightweight, A.wool, A.compression, A.midweight],
    badges: ['22', '41', '42', '21'], priceUsd: [14, 29],
  },
  {
    categoryId: 'accessories-bottles', topLevelId: 'accessories', weight: 3, audiences: ['unisex'],
    kind: 'bottle', sizeScales: ['bottles', 'one-size'], productClass: 'Equipment',
    nouns: [N.waterBottle, N.insulatedBottle, N.tumbler, N.campMug],
    adjectives: [A.vacuum, A.stainless, A.lightweight, A.collapsible, A.leakproof, A.recycled],
    badges: ['21'], priceUsd: [19, 45],
  },
];

export const ASSORTMENTS: readonly Assortment[] = [
  ...clothing('mens-clothing', 'men'),
  ...clothing('womens-clothing', 'women'),
  WOMENS_EXTRA,
  ...KIDS,
  ...FOOTWEAR,
  ...ACCESSORIES,
];

export function assortmentFor(categoryId: string): Assortment {
  const found = ASSORTMENTS.find((a) => a.categoryId === categoryId);
  if (!found) throw new Error(`No assortment for category ${categoryId}`);
  return found;
}
