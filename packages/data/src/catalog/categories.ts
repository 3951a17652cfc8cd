import type { ArtworkKind, CategoryRow, Localized } from './commerce.js';

export const ROOT_CATEGORY_ID = 'root';
export const NEW_ARRIVALS_CATEGORY_ID = 'new-arrivals';
export const SALE_CATEGORY_ID = 'sale';

export type TopLevelId = 'mens-clothing' | 'womens-clothing' | 'kids-clothing' | 'footwear' | 'accessories';

type CategorySpec = {
  id: string;
  name: Localized;
  /** Name with its audience, for page titles: "Men's Jackets" / "Vestes et manteaux pour homme". */
  title: Localized;
  slug: Localized;
  kind: ArtworkKind;
  hex: string;
  /** c_filterExclusions: refinements its listing leaves out. */
  filterExclusions?: string[];
  /** c_quickFilterAllowListOverride: the refinements its quick filters draw from. */
  quickFilters?: string[];
};

type TopLevelSpec = CategorySpec & { children: CategorySpec[] };

function leaf(
  parent: TopLevelId,
  suffix: string,
  name: Localized,
  title: Localized,
  slug: Localized,
  kind: ArtworkKind,
  hex: string,
): CategorySpec {
  return { id: `${parent}-${suffix}`, name, title, slug, kind, hex };
}

/** Clothing leaves shared by men and women, with the audience words filled in. */
function clothingLeaves(parent: TopLevelId, en: string, fr: string, slugEn: string, slugFr: string) {
  const t = (nameEn: string, nameFr: string): Localized => ({ en: `${en} ${nameEn}`, fr: `${nameFr} ${fr}` });
  return [
    leaf(parent, 'jackets', { en: 'Jackets', fr: 'Vestes et manteaux' }, t('Jackets', 'Vestes et manteaux'),
      { en: `${slugEn}-jackets`, fr: `vestes-${slugFr}` }, 'jacket', '#2f5d3a'),
    leaf(parent, 'fleece', { en: 'Fleece', fr: 'Polaires' }, t('Fleece', 'Polaires'),
      { en: `${slugEn}-fleece`, fr: `polaires-${slugFr}` }, 'fleece', '#c0562a'),
    leaf(parent, 'pants', { en: 'Pants & Shorts', fr: 'Pantalons et shorts' }, t('Pants & Shorts', 'Pantalons et shorts'),
      { en: `${slugEn}-pants`, fr: `pantalons-${slugFr}` }, 'pants', '#8a8460'),
    leaf(parent, 'shirts', { en: 'Shirts & Tops', fr: 'Chemises et hauts' }, t('Shirts & Tops', 'Chemises et hauts'),
      { en: `${slugEn}-shirts`, fr: `chemises-${slugFr}` }, 'shirt', '#4f6478'),
    leaf(parent, 'base-layers', { en: 'Base Layers', fr: 'Couches de base' }, t('Base Layers', 'Couches de base'),
      { en: `${slugEn}-base-layers`, fr: `couches-de-base-${slugFr}` }, 'base-layer', '#1f2f4e'),
  ];
}

/**
 * The navigation tree. Leaf ids are `{top-level}-{leaf}`; slugs are unique per language
 * because the storefront resolves category URLs by slug.
 */
export const CATEGORY_TREE: readonly TopLevelSpec[] = [
  {
    id: 'mens-clothing', name: { en: "Men's Clothing", fr: 'Vêtements pour homme' },
    title: { en: "Men's Clothing", fr: 'Vêtements pour homme' },
    slug: { en: 'mens-clothing', fr: 'vetements-homme' }, kind: 'jacket', hex: '#1f4e9c',
    children: clothingLeaves('mens-clothing', "Men's", 'pour homme', 'mens', 'homme'),
  },
  {
    id: 'womens-clothing', name: { en: "Women's Clothing", fr: 'Vêtements pour femme' },
    title: { en: "Women's Clothing", fr: 'Vêtements pour femme' },
    slug: { en: 'womens-clothing', fr: 'vetements-femme' }, kind: 'fleece', hex: '#1f6f72',
    children: [
      ...clothingLeaves('womens-clothing', "Women's", 'pour femme', 'womens', 'femme'),
      leaf('womens-clothing', 'dresses', { en: 'Dresses & Skirts', fr: 'Robes et jupes' },
        { en: "Women's Dresses & Skirts", fr: 'Robes et jupes pour femme' },
        { en: 'womens-dresses', fr: 'robes-femme' }, 'dress', '#cf9c9a'),
    ],
  },
  {
    id: 'kids-clothing', name: { en: "Kids' Clothing", fr: 'Vêtements pour enfant' },
    title: { en: "Kids' Clothing", fr: 'Vêtements pour enfant' },
    slug: { en: 'kids-clothing', fr: 'vetements-enfant' }, kind: 'shirt', hex: '#e3c84a',
    children: [
      leaf('kids-clothing', 'jackets', { en: 'Jackets', fr: 'Vestes et manteaux' },
        { en: "Kids' Jackets", fr: 'Vestes et manteaux pour enfant' }, { en: 'kids-jackets', fr: 'vestes-enfant' }, 'jacket', '#c8202f'),
      leaf('kids-clothing', 'fleece', { en: 'Fleece', fr: 'Polaires' },
        { en: "Kids' Fleece", fr: 'Polaires pour enfant' }, { en: 'kids-fleece', fr: 'polaires-enfant' }, 'fleece', '#a896c8'),
      leaf('kids-clothing', 'pants', { en: 'Pants & Shorts', fr: 'Pantalons et shorts' },
        { en: "Kids' Pants & Shorts", fr: 'Pantalons et shorts pour enfant' }, { en: 'kids-pants', fr: 'pantalons-enfant' }, 'pants', '#5f6b3a'),
      leaf('kids-clothing', 'tops', { en: 'Tops', fr: 'Hauts' },
        { en: "Kids' Tops", fr: 'Hauts pour enfant' }, { en: 'kids-tops', fr: 'hauts-enfant' }, 'shirt', '#e6735c'),
    ],
  },
  {
    id: 'footwear', name: { en: 'Footwear', fr: 'Chaussures' }, title: { en: 'Footwear', fr: 'Chaussures' },
    slug: { en: 'footwear', fr: 'chaussures' }, kind: 'boot', hex: '#6e4a2f',
    // Shoes are chosen by what they are built for (waterproof, insulated…) first.
    quickFilters: ['c_technologyGridBadge', 'c_isSale'],
    children: [
      leaf('footwear', 'hiking-boots', { en: 'Hiking Boots', fr: 'Bottes de randonnée' },
        { en: 'Hiking Boots', fr: 'Bottes de randonnée' }, { en: 'hiking-boots', fr: 'bottes-de-randonnee' }, 'boot', '#6e4a2f'),
      leaf('footwear', 'hiking-shoes', { en: 'Hiking Shoes', fr: 'Chaussures de randonnée' },
        { en: 'Hiking Shoes', fr: 'Chaussures de randonnée' }, { en: 'hiking-shoes', fr: 'chaussures-de-randonnee' }, 'shoe', '#7b7f83'),
      leaf('footwear', 'trail-running', { en: 'Trail Running Shoes', fr: 'Chaussures de course en sentier' },
        { en: 'Trail Running Shoes', fr: 'Chaussures de course en sentier' },
        { en: 'trail-running-shoes', fr: 'chaussures-de-course-en-sentier' }, 'shoe', '#1f4e9c'),
      leaf('footwear', 'sandals', { en: 'Sandals', fr: 'Sandales' },
        { en: 'Sandals', fr: 'Sandales' }, { en: 'sandals', fr: 'sandales' }, 'sandal', '#c9962b'),
      leaf('footwear', 'winter-boots', { en: 'Winter Boots', fr: "Bottes d'hiver" },
        { en: 'Winter Boots', fr: "Bottes d'hiver" }, { en: 'winter-boots', fr: 'bottes-d-hiver' }, 'boot', '#1c1c1e'),
    ],
  },
  {
    id: 'accessories', name: { en: 'Accessories', fr: 'Accessoires' }, title: { en: 'Accessories', fr: 'Accessoires' },
    slug: { en: 'accessories', fr: 'accessoires' }, kind: 'pack', hex: '#9c3b2e',
    children: [
      leaf('accessories', 'hats', { en: 'Hats', fr: 'Chapeaux et casquettes' },
        { en: 'Hats', fr: 'Chapeaux et casquettes' }, { en: 'hats', fr: 'chapeaux' }, 'hat', '#8a8460'),
      leaf('accessories', 'packs', { en: 'Packs & Bags', fr: 'Sacs à dos et sacs' },
        { en: 'Packs & Bags', fr: 'Sacs à dos et sacs' }, { en: 'packs', fr: 'sacs' }, 'pack', '#9c3b2e'),
      leaf('accessories', 'gloves', { en: 'Gloves & Mittens', fr: 'Gants et mitaines' },
        { en: 'Gloves & Mittens', fr: 'Gants et mitaines' }, { en: 'gloves', fr: 'gants' }, 'gloves', '#3a3d40'),
      leaf('accessories', 'socks', { en: 'Socks', fr: 'Chaussettes' },
        { en: 'Socks', fr: 'Chaussettes' }, { en: 'socks', fr: 'chaussettes' }, 'socks', '#9aae8c'),
      leaf('accessories', 'bottles', { en: 'Bottles & Drinkware', fr: 'Gourdes et tasses' },
        { en: 'Bottles & Drinkware', fr: 'Gourdes et tasses' }, { en: 'bottles', fr: 'gourdes' }, 'bottle', '#1f6f72'),
    ],
  },
];

/** Merchandising categories that hold products from every part of the tree. */
const COLLECTIONS: readonly CategorySpec[] = [
  {
    id: NEW_ARRIVALS_CATEGORY_ID, name: { en: 'New Arrivals', fr: 'Nouveautés' },
    title: { en: 'New Arrivals', fr: 'Nouveautés' }, slug: { en: 'new-arrivals', fr: 'nouveautes' },
    kind: 'jacket', hex: '#8fc1d9',
    // Everything here is new, as everything under Sale is on sale: that filter would change nothing.
    filterExclusions: ['c_isNew'],
  },
  {
    id: SALE_CATEGORY_ID, name: { en: 'Sale', fr: 'Soldes' }, title: { en: 'Sale', fr: 'Soldes' },
    slug: { en: 'sale', fr: 'soldes' }, kind: 'shoe', hex: '#c8202f',
    filterExclusions: ['c_isSale'],
  },
];

function row(spec: CategorySpec, parentId: string, position: number): CategoryRow {
  return {
    id: spec.id,
    parentId,
    position,
    name: spec.name,
    description: {
      en: `${spec.title.en} from Ridgeline: gear built for the trail and for everyday adventures.`,
      fr: `${spec.title.fr} Ridgeline : de l'équipement conçu pour le sentier et l'aventure au quotidien.`,
    },
    pageTitle: { en: `${spec.title.en} | Ridgeline`, fr: `${spec.title.fr} | Ridgeline` },
    pageDescription: {
      en: `Shop ${spec.title.en} at Ridgeline. Technical outdoor clothing, footwear and gear.`,
      fr: `Magasinez : ${spec.title.fr} chez Ridgeline. Vêtements, chaussures et équipement de plein air.`,
    },
    slugUrl: spec.slug,
    alternativeUrl: null,
    pageUrl: null,
    online: true,
    artwork: { kind: spec.kind, style: 0, hex: spec.hex },
    filterExclusions: spec.filterExclusions ?? null,
    quickFilterAllowList: spec.quickFilters ?? null,
  };
}

/** Every category row, parents before children (the parent foreign key needs that order). */
export function categoryRows(): CategoryRow[] {
  const rows: CategoryRow[] = [
    {
      id: ROOT_CATEGORY_ID, parentId: null, position: 0, name: { en: 'Ridgeline', fr: 'Ridgeline' },
      description: null, pageTitle: null, pageDescription: null, slugUrl: null,
      alternativeUrl: null, pageUrl: null, online: true, artwork: null,
    },
  ];
  CATEGORY_TREE.forEach((top, i) => rows.push(row(top, ROOT_CATEGORY_ID, i)));
  COLLECTIONS.forEach((collection, i) => rows.push(row(collection, ROOT_CATEGORY_ID, CATEGORY_TREE.length + i)));
  for (const top of CATEGORY_TREE) top.children.forEach((child, i) => rows.push(row(child, top.id, i)));
  return rows;
}
