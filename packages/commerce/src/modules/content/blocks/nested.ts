import { z } from '@hono/zod-openapi';
import { CONTENT_LINK_SCHEMA, CONTENT_REFERENCE_SCHEMA, type ContentReference } from '../items/references.js';
import { plainIssues } from './issues.js';

/**
 * Fields that hold blocks (a page's content, a slot's variants). Each entry is either a reference
 * to another item or an item written inline whose `_meta.schema` names its block type. An inline
 * item of a known type is checked against that type's schema, with paths through the parent; a
 * referenced item is checked when it is written itself; an unknown type passes as is (a content
 * model may run ahead of the engine).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE_SCHEMAS: readonly string[] = [CONTENT_REFERENCE_SCHEMA, CONTENT_LINK_SCHEMA];

/** A block type's name as decision 045 writes them: kebab-case. */
export const BlockTypeName = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'must be a kebab-case block type such as hero-banner');

export const ContentReferenceField = z.strictObject({
  _meta: z.strictObject({ schema: z.enum([CONTENT_REFERENCE_SCHEMA, CONTENT_LINK_SCHEMA]) }),
  contentType: BlockTypeName,
  id: z.string().regex(UUID, 'must be an item id (a UUID)'),
});

/**
 * What delivery puts in an item's `_meta` (decision 045). Written inline in a stored body, only
 * `schema` and `name` are allowed (validateItemBody refuses the rest: the engine sets them).
 */
export const DeliveredMeta = z.object({
  schema: z.string(),
  name: z.string().optional(),
  deliveryId: z.string().optional(),
  deliveryKey: z.string().nullable().optional(),
  hierarchy: z.object({ parentId: z.string().nullable() }).optional(),
  edition: z.object({ id: z.string(), start: z.string(), end: z.string() }).optional(),
});
export type DeliveredMeta = z.infer<typeof DeliveredMeta>;

/** An item inline in a field: its meta and its block's fields (see ContentBlock for the typed union). */
export type InlineContentItem = { _meta: DeliveredMeta } & Record<string, unknown>;
export type NestedContent = ContentReference | InlineContentItem;

type BlockLookup = (schema: string) => z.ZodType | undefined;
let lookupBlock: BlockLookup = () => undefined;

/** The block registry hands itself over here (it imports the blocks, which import this file). */
export function setBlockLookup(lookup: BlockLookup): void {
  lookupBlock = lookup;
}

function addIssues(ctx: z.RefinementCtx, error: z.ZodError, prefix: (string | number)[] = []) {
  for (const issue of plainIssues(error))
    ctx.addIssue({ code: 'custom', path: [...prefix, ...issue.path], message: issue.message });
}

/** One entry of a field holding blocks: dispatched on `_meta.schema` (a reference, or a block type). */
export const NestedContent = z
  .looseObject({ _meta: z.looseObject({ schema: z.string().min(1).max(200) }) })
  .superRefine((entry, ctx) => {
    if (REFERENCE_SCHEMAS.includes(entry._meta.schema)) {
      const reference = ContentReferenceField.safeParse(entry, { reportInput: true });
      if (!reference.success) addIssues(ctx, reference.error);
      return;
    }
    const name = BlockTypeName.safeParse(entry._meta.schema);
    if (!name.success) return addIssues(ctx, name.error, ['_meta', 'schema']);
    const schema = lookupBlock(entry._meta.schema);
    if (!schema) return;
    const { _meta: _ignored, ...fields } = entry;
    const result = schema.safeParse(fields, { reportInput: true });
    if (!result.success) addIssues(ctx, result.error);
  })
  .openapi('NestedContent', {
    description:
      'A content reference `{ _meta: { schema: content-reference }, contentType, id }` or an item inline, `_meta.schema` its block type.',
  }) as unknown as z.ZodType<NestedContent>;

/** A list of blocks: a page's content, a slot's content, a variant's content (50 at most: a long page). */
export const contentList = (max = 50) => z.array(NestedContent).max(max);
