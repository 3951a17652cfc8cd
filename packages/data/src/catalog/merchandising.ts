import type { Localized, ProductCategoryRow, ProductRow } from './commerce.js';
import { NEW_ARRIVALS_CATEGORY_ID, SALE_CATEGORY_ID } from './categories.js';
import { COPY, CLOSINGS, FABRICS } from './copy.js';
import type { ArtworkKind } from './commerce.js';
import { slugify } from './identifiers.js';
import { SALE_PERCENTS } from './prices.js';
import { Rng, Stream } from './random.js';

/**
 * "Now" for the catalogue: creation dates count back from here, never from the clock,
 * so a seed produces the same rows whenever it runs.
 */
export const CATALOGUE_EPOCH = new Date(Date.UTC(2025, 5, 1));
const DAY_MS = 86_400_000;
/** New products were created within this many days of the epoch; the others up to two years back. */
export const NEW_WINDOW_DAYS = 60;

export type Merchandising = {
  isNew: boolean;
  isSale: boolean;
  percentOff: number;
  rating: number | null;
  reviewCount: number;
  rank: number;
  createdAt: Date;
  style: number;
};

export function merchandising(seed: number, index: number): Merchandising {
  const rng = Rng.for(seed, index, Stream.merch);
  const isNew = rng.chance(0.15);
  const isSale = rng.chance(0.2);
  const percentOff = rng.pick(SALE_PERCENTS);
  const reviewed = rng.chance(0.85);
  // Most reviews are good: 5 − 4·u⁴ averages 4.2 with a thin tail down to 1.
  const rating = reviewed ? Math.round((5 - 4 * rng.next() ** 4) * 10) / 10 : null;
  const reviewCount = reviewed ? Math.floor(Math.exp(rng.next() * Math.log(1500))) : 0;
  const days = isNew ? rng.next() * NEW_WINDOW_DAYS : NEW_WINDOW_DAYS + rng.next() * (730 - NEW_WINDOW_DAYS);
  const createdAt = new Date(CATALOGUE_EPOCH.getTime() - Math.floor((days * DAY_MS) / 60_000) * 60_000);
  return { isNew, isSale, percentOff, rating, reviewCount, rank: rng.int(0, 9999), createdAt, style: rng.int(0, 3) };
}

/** The product's own category, plus the New Arrivals and Sale collections when it belongs there. */
export function categoryMemberships(productId: string, primaryCategoryId: string, merch: Merchandising): ProductCategoryRow[] {
  const rows: ProductCategoryRow[] = [{ productId, categoryId: primaryCategoryId, position: merch.rank }];
  if (merch.isNew) rows.push({ productId, categoryId: NEW_ARRIVALS_CATEGORY_ID, position: merch.rank });
  if (merch.isSale) rows.push({ productId, categoryId: SALE_CATEGORY_ID, position: merch.rank });
  return rows;
}

export type ProductCopy = Pick<ProductRow, 'shortDescription' | 'longDescription' | 'features' | 'fabric'> & {
  keywords: Localized;
};

export function productCopy(seed: number, index: number, kind: ArtworkKind): ProductCopy {
  const rng = Rng.for(seed, index, Stream.copy);
  const copy = COPY[kind];
  const pitch = rng.pick(copy.pitches);
  const details = rng.sample(copy.details, 2);
  const closing = rng.pick(CLOSINGS);
  const features = rng.sample(copy.features, rng.int(3, Math.min(5, copy.features.length)));
  const long = [pitch, ...details, closing];
  // Drawn last, so that adding it left every earlier draw (and so the demo catalogue) as it was.
  const compositions = FABRICS[kind];
  const fabric = compositions ? rng.pick(compositions) : undefined;
  return {
    shortDescription: { en: pitch[0], fr: pitch[1] },
    longDescription: { en: long.map((l) => l[0]).join(' '), fr: long.map((l) => l[1]).join(' ') },
    features: { en: features.map((f) => f[0]), fr: features.map((f) => f[1]) },
    fabric: fabric ? { en: fabric.map((f) => f[0]), fr: fabric.map((f) => f[1]) } : null,
    keywords: { en: copy.keywords[0], fr: copy.keywords[1] },
  };
}

/** Slugs carry the id, which keeps them unique however often a name repeats. */
export function productSlugs(name: Localized, productId: string): Localized {
  const suffix = productId.toLowerCase();
  return { en: `${slugify(name.en)}-${suffix}`, fr: `${slugify(name.fr ?? name.en)}-${suffix}` };
}

export function pageFields(name: Localized, shortDescription: Localized): Pick<ProductRow, 'pageTitle' | 'pageDescription'> {
  return {
    pageTitle: { en: `${name.en} | Ridgeline`, fr: `${name.fr ?? name.en} | Ridgeline` },
    pageDescription: shortDescription,
  };
}
