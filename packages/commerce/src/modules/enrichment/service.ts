import { SITES } from '@ridgeline/config';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { InvalidInputError, NotFoundError } from '../../http/errors.js';
import { categoryWithDescendants } from '../catalog/category-service.js';
import { getSummaries } from '../catalog/product-service.js';
import { productCategories } from '../catalog/schema.js';
import type { EnrichedProduct, EnrichmentRequest } from './contract.js';

/** The currency a site sells in for a locale: the locale's preferred one (spec 1 §2 site config). */
export function siteCurrency(siteId: string, locale: string): 'USD' | 'CAD' {
  const site = SITES.find((s) => s.id === siteId);
  if (!site) throw new NotFoundError('Site', siteId);
  const config = site.l10n.supportedLocales.find((l) => l.id === locale);
  if (!config) {
    const supported = site.l10n.supportedLocales.map((l) => l.id).join(', ');
    throw new InvalidInputError(`locale "${locale}" is not one of site ${siteId}'s locales (${supported}).`);
  }
  return config.preferredCurrency as 'USD' | 'CAD';
}

/** Current tile data for the products asked, in the order asked; unknown or offline ids are left out. */
export async function enrichProducts(
  db: Database,
  { siteId, locale }: { siteId: string; locale: string },
  { productIds, categoryId }: EnrichmentRequest,
): Promise<EnrichedProduct[]> {
  const currency = siteCurrency(siteId, locale);
  const ids = [...new Set(productIds)];
  const [summaries, inCategory] = await Promise.all([
    getSummaries(db, ids, { locale, currency }),
    categoryId ? productsInCategory(db, ids, categoryId) : undefined,
  ]);
  return ids.flatMap((id) => {
    const summary = summaries.get(id);
    if (!summary) return [];
    return [inCategory ? { ...summary, inCategory: inCategory.has(id) } : summary];
  });
}

async function productsInCategory(db: Database, ids: string[], categoryId: string): Promise<Set<string>> {
  const categories = await categoryWithDescendants(db, categoryId);
  const rows = await db
    .selectDistinct({ id: productCategories.productId })
    .from(productCategories)
    .where(and(inArray(productCategories.productId, ids), inArray(productCategories.categoryId, categories)));
  return new Set(rows.map((r) => r.id));
}
