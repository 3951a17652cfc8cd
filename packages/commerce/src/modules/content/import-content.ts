import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { invalidRow, parseImportRow } from '../../import-row.js';
import { sanitizeContentBody } from './content-body.js';
import { announceChange } from '../../events/changes.js';
import { CONTENT_KINDS, contentAssets } from './schema.js';

const localizedText = (max: number) =>
  z.object({ en: z.string().trim().min(1).max(max), fr: z.string().trim().min(1).max(max).optional() }).strict();

/** Whether sanitised HTML holds any text ("<p><br></p>" holds none). */
function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim() !== '';
}

/** An article as a data file or content tool delivers it; its body is raw HTML, sanitised here. */
export const ContentAssetInput = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be lower-case letters, digits and dashes (at most 100)'),
    kind: z.enum(CONTENT_KINDS).default('article'),
    name: localizedText(200),
    description: localizedText(300),
    body: localizedText(100_000),
    keywords: z.object({ en: z.string().max(500), fr: z.string().max(500).optional() }).strict(),
    categoryIds: z.array(z.string().min(1).max(100)).max(20).default([]),
    publishedAt: z.iso.date('must be a date such as 2026-10-02'),
    online: z.boolean().default(true),
  })
  .strict();
export type ContentAssetInput = z.input<typeof ContentAssetInput>;

/**
 * The one way articles get in: each is validated and its body sanitised, then all are written in
 * one statement. An id already there is replaced (a content tool publishes an article again
 * when it changes). Returns how many articles were written.
 */
export async function importContentAssets(db: Database, inputs: readonly ContentAssetInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = inputs.map((input, index) => {
    const row = `Article #${index} (${String(input.id)})`;
    const article = parseImportRow(ContentAssetInput, input, row);
    const body = sanitizeContentBody(article.body);
    if (!hasText(body.en)) throw invalidRow(row, 'body.en: no text is left once sanitised');
    // A French body with no text once sanitised is no translation: English is shown instead.
    if (body.fr !== undefined && !hasText(body.fr)) delete body.fr;
    return { ...article, body };
  });
  const ids = new Set<string>();
  for (const row of rows) {
    if (ids.has(row.id)) throw new Error(`Article ${row.id} appears twice in one import.`);
    ids.add(row.id);
  }
  const written = await db
    .insert(contentAssets)
    .values(rows)
    .onConflictDoUpdate({
      target: contentAssets.id,
      set: {
        kind: sql`excluded.kind`,
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        body: sql`excluded.body`,
        keywords: sql`excluded.keywords`,
        categoryIds: sql`excluded.category_ids`,
        publishedAt: sql`excluded.published_at`,
        online: sql`excluded.online`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: contentAssets.id });
  // Every instance drops what it keeps of the content (decision 041).
  await announceChange(db, 'content');
  return written.length;
}

export async function countContentAssets(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contentAssets);
  return row?.total ?? 0;
}
