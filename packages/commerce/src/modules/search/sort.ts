import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../db/localized.js';
import type { Currency } from '../pricing/index.js';
import type { SortOption } from '@ridgeline/config';

export type SortContext = { currency: Currency; language: Language; hasText: boolean };

const col = (name: string): SQL => sql`${sql.identifier(name)}`;

/** The minimum price column of a currency (minor units). */
export function priceColumn(currency: Currency): SQL {
  return col(currency === 'CAD' ? 'cad_min' : 'usd_min');
}

function nameColumn(language: Language): SQL {
  // Byte order of accent-free lower case: the same on every server, whatever its collation.
  return sql`${col(language === 'fr' ? 'name_fr' : 'name_en')} COLLATE "C"`;
}

/** The columns a sort order reads (besides product_id), so a CTE carries no more than it needs. */
export function sortColumns(sort: SortOption, ctx: SortContext): string[] {
  const price = ctx.currency === 'CAD' ? 'cad_min' : 'usd_min';
  const name = ctx.language === 'fr' ? 'name_fr' : 'name_en';
  const columns: Record<SortOption, string[]> = {
    'best-matches': ['rank'],
    'featured-new': ['is_new', 'rank'],
    newest: ['created_at'],
    'price-low-to-high': [price],
    'price-high-to-low': [price],
    'top-rated': ['rating', 'review_count'],
    'product-name-ascending': [name],
    'product-name-descending': [name],
  };
  return columns[sort];
}

/**
 * ORDER BY terms per sort option (spec 2 §3), always ending on the product id so pages never
 * overlap. Column names are unqualified: the same terms sort the index tables and a CTE over them.
 * Each order matches an index of search_index (schema.ts), which a listing walks for its first
 * pages; price and name orders also match search_category_sort's, which a category's listing walks.
 */
export function orderBy(sort: SortOption, ctx: SortContext): SQL {
  const id = col('product_id');
  const rank = col('rank');
  const price = priceColumn(ctx.currency);
  const terms: SQL[] = (() => {
    switch (sort) {
      case 'best-matches':
        // Without a query there is nothing to match: a category listing shows featured order.
        return ctx.hasText ? [sql`${col('score')} DESC`, sql`${rank} ASC`, sql`${id} ASC`] : [sql`${rank} ASC`, sql`${id} ASC`];
      case 'featured-new':
        return [sql`${col('is_new')} DESC`, sql`${rank} ASC`, sql`${id} ASC`];
      case 'newest':
        return [sql`${col('created_at')} DESC`, sql`${id} DESC`];
      case 'price-low-to-high':
        return [sql`${price} ASC NULLS LAST`, sql`${id} ASC`];
      case 'price-high-to-low':
        return [sql`${price} DESC NULLS LAST`, sql`${id} ASC`];
      case 'top-rated':
        return [sql`${col('rating')} DESC NULLS LAST`, sql`${col('review_count')} DESC`, sql`${id} ASC`];
      case 'product-name-ascending':
        return [sql`${nameColumn(ctx.language)} ASC`, sql`${id} ASC`];
      case 'product-name-descending':
        return [sql`${nameColumn(ctx.language)} DESC`, sql`${id} DESC`];
    }
  })();
  return sql.join(terms, sql`, `);
}
