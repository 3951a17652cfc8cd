import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { languageOf, pick, type Localized } from '../../db/localized.js';
import { NotFoundError } from '../../http/errors.js';
import { categoryLabels } from '../catalog/index.js';
import { queryWords, toTsQueryText } from '../../lib/tsquery.js';
import type { ContentAsset, ContentAssetList, ContentAssetSummary } from './contract.js';
import { contentAssets, type ContentKind } from './schema.js';

type SummaryRow = {
  id: string;
  kind: ContentKind;
  name: Localized;
  description: Localized;
  publishedAt: string;
  updatedAt: Date;
};

const summaryColumns = {
  id: contentAssets.id,
  kind: contentAssets.kind,
  name: contentAssets.name,
  description: contentAssets.description,
  publishedAt: contentAssets.publishedAt,
  updatedAt: contentAssets.updatedAt,
};

function toSummary(row: SummaryRow, locale: string): ContentAssetSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: pick(row.name, locale)!,
    description: pick(row.description, locale)!,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The article of that id, when it is online. */
const onlineWithId = (id: string) => and(eq(contentAssets.id, id), eq(contentAssets.online, true));

/** One online article in the shopper's language, with the online categories it is about, in its order. */
export async function getContentAsset(db: Database, id: string, locale: string): Promise<ContentAsset> {
  const [row] = await db
    .select({ ...summaryColumns, body: contentAssets.body, categoryIds: contentAssets.categoryIds })
    .from(contentAssets)
    .where(onlineWithId(id))
    .limit(1);
  if (!row) throw new NotFoundError('Content', id);
  const found = await categoryLabels(db, row.categoryIds);
  return {
    ...toSummary(row, locale),
    body: pick(row.body, locale)!,
    // The body's language: English where an article has no translation (the page marks it so).
    language: languageOf(locale) === 'fr' && row.body.fr !== undefined ? 'fr' : 'en',
    categories: row.categoryIds.flatMap((categoryId) => {
      const category = found.get(categoryId);
      if (!category) return [];
      const departmentName = category.departmentName ? pick(category.departmentName, locale) : undefined;
      return [
        {
          id: category.id,
          name: pick(category.name, locale)!,
          ...(departmentName ? { parentCategoryName: departmentName } : {}),
        },
      ];
    }),
  };
}

/** Whether an article is there to be shown (for the URL mapping). */
export async function isContentAssetOnline(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: contentAssets.id }).from(contentAssets).where(onlineWithId(id)).limit(1);
  return row !== undefined;
}

/** Online articles and pages, newest first, of one kind or both (the sitemaps and the site map page). */
export async function listContentAssets(
  db: Database,
  query: { locale: string; limit: number; offset: number; kind?: ContentKind },
): Promise<ContentAssetList> {
  const online = and(eq(contentAssets.online, true), query.kind ? eq(contentAssets.kind, query.kind) : undefined);
  const [page, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(contentAssets)
      .where(online)
      .orderBy(desc(contentAssets.publishedAt), asc(contentAssets.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(contentAssets).where(online),
  ]);
  return {
    data: page.map((row) => toSummary(row, query.locale)),
    total: total?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}

/**
 * Articles for a query typed so far (quick search's content suggestions, spec 2 §2): every word
 * must match, the last as a prefix, in the shopper's language's document; the best match first
 * (a name counts most, then keywords, description and body), the newest on a tie.
 */
export async function suggestContent(
  db: Database,
  q: string,
  locale: string,
  limit: number,
): Promise<{ id: string; name: string }[]> {
  const text = toTsQueryText(queryWords(q));
  if (!text || limit === 0) return [];
  const french = languageOf(locale) === 'fr';
  const document = french ? contentAssets.searchFr : contentAssets.searchEn;
  const query = french ? sql`to_tsquery('french', ${text})` : sql`to_tsquery('english', ${text})`;
  const found = await db
    .select({ id: contentAssets.id, name: contentAssets.name })
    .from(contentAssets)
    .where(and(eq(contentAssets.online, true), sql`${document} @@ ${query}`))
    .orderBy(desc(sql`ts_rank(${document}, ${query})`), desc(contentAssets.publishedAt), asc(contentAssets.id))
    .limit(limit);
  return found.map((row) => ({ id: row.id, name: pick(row.name, locale)! }));
}
