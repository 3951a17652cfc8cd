import { z } from '@hono/zod-openapi';
import { CONTENT_KINDS } from './schema.js';

/** API shapes of editorial content (articles): what quick search suggests and content pages show. */

export const ContentCategoryLink = z
  .object({ id: z.string(), name: z.string(), parentCategoryName: z.string().optional() })
  .openapi('ContentCategoryLink', {
    description: 'A catalogue category the article is about, in the requested language.',
  });

export const ContentAssetSummary = z
  .object({
    id: z.string(),
    kind: z.enum(CONTENT_KINDS).openapi({ description: 'An article (a guide, a how-to) or a service page.' }),
    name: z.string(),
    description: z.string(),
    /** ISO date, `YYYY-MM-DD`. */
    publishedAt: z.string().openapi({ example: '2026-10-02' }),
    /** When it last changed (a content tool published it again), ISO 8601. */
    updatedAt: z.string().openapi({ example: '2026-10-05T09:30:00.000Z' }),
  })
  .openapi('ContentAssetSummary');

export const ContentAsset = ContentAssetSummary.extend({
  body: z.string().openapi({ description: 'The article as HTML, sanitised on import; safe to render.' }),
  language: z
    .enum(['en', 'fr'])
    .openapi({ description: 'The language of the text served: English when there is no translation.' }),
  categories: z.array(ContentCategoryLink),
}).openapi('ContentAsset');

export const ContentAssetList = z
  .object({
    data: z.array(ContentAssetSummary),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .openapi('ContentAssetList');

export const CONTENT_LIST_MAX_LIMIT = 500;

export type ContentAsset = z.infer<typeof ContentAsset>;
export type ContentAssetSummary = z.infer<typeof ContentAssetSummary>;
export type ContentAssetList = z.infer<typeof ContentAssetList>;
