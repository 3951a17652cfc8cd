import type { Database } from '../../db/client.js';
import { getSummaries, listedInCategory } from '../catalog/index.js';
import { siteCurrency } from '../pricing/index.js';
import type { EnrichedProduct, EnrichmentRequest } from './contract.js';

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
    categoryId ? listedInCategory(db, ids, categoryId) : undefined,
  ]);
  return ids.flatMap((id) => {
    const summary = summaries.get(id);
    if (!summary) return [];
    return [inCategory ? { ...summary, inCategory: inCategory.has(id) } : summary];
  });
}
