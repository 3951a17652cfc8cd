import { z } from '@hono/zod-openapi';
import {
  DELIVERY_KEY_MAX_LENGTH,
  DELIVERY_KEY_PATTERN,
  ITEM_NAME_MAX_LENGTH,
  SCHEMA_NAME_MAX_LENGTH,
  SCHEMA_NAME_PATTERN,
} from './schema.js';

/**
 * The stored form of content (decision 045) as files and tools move it: `items/*.json` and
 * `editions/*.json` of `npm run content -- import|export`. An item with `published: true` has its
 * body as both the draft and the published body; `false` keeps it a draft only.
 */
export type StoredItem = {
  id: string;
  deliveryKey?: string | null;
  name: string;
  schema: string;
  parentId?: string | null;
  body: Record<string, unknown>;
  published: boolean;
};

/** An edition with its bodies of items; `start` and `end` are ISO 8601 date-times. */
export type StoredEdition = {
  id: string;
  name: string;
  start: string;
  end: string;
  published: boolean;
  items: { id: string; body: Record<string, unknown> }[];
};

export type ContentBundle = { items: StoredItem[]; editions: StoredEdition[] };

/** One refusal of a write or an import: which item (or edition), where in it, what rule. */
export type ContentIssue = { item: string; path: string; message: string; locale?: string };

export const ContentId = z.uuid('must be a UUID such as 0f8fad5b-d9cb-469f-a165-70867728950e');
export const DeliveryKey = z
  .string()
  .max(DELIVERY_KEY_MAX_LENGTH)
  .regex(
    new RegExp(DELIVERY_KEY_PATTERN),
    'must be lower-case letters and digits, words joined by "-", "_", "." or "/" (e.g. home, t/size-guide)',
  );
export const SchemaName = z
  .string()
  .max(SCHEMA_NAME_MAX_LENGTH)
  .regex(new RegExp(SCHEMA_NAME_PATTERN), 'must be a kebab-case block type such as hero-banner');
export const ItemName = z.string().trim().min(1).max(ITEM_NAME_MAX_LENGTH);
export const ItemBody = z.record(z.string(), z.unknown());
/** An ISO 8601 date-time with its offset (`2026-12-01T00:00:00Z`): editions are instants, not local times. */
export const EditionTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time such as 2026-12-01T00:00:00Z' });

export const StoredItemShape = z.object({
  id: ContentId,
  deliveryKey: DeliveryKey.nullish(),
  name: ItemName,
  schema: SchemaName,
  parentId: ContentId.nullish(),
  body: ItemBody,
  published: z.boolean(),
});

export const StoredEditionShape = z.object({
  id: ContentId,
  name: ItemName,
  start: EditionTime,
  end: EditionTime,
  published: z.boolean(),
  items: z.array(z.object({ id: ContentId, body: ItemBody })),
});

/** A zod failure as issues of one item. */
export function shapeIssues(item: string, error: z.ZodError, prefix = ''): ContentIssue[] {
  return error.issues.map((issue) => ({
    item,
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}
