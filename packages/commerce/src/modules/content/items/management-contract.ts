import { z } from '@hono/zod-openapi';
import { DeliveredContent, DeliveryParametersShape } from './delivery-contract.js';
import { ContentId, DeliveryKey, EditionTime, ItemBody, ItemName, SchemaName } from './stored.js';

/** API shapes of content management (`/cms/manage/…`, decision 045). */

const Body = ItemBody.openapi({
  description:
    'The item’s fields in the stored form: localised values `{ _meta: { schema: …localized-string }, values: [{ locale, value }] }`, references `{ _meta: { schema: …content-reference }, contentType, id }`.',
});

export const ItemCreate = z
  .object({
    id: ContentId.optional().openapi({ description: 'The delivery id; a new UUID when absent.' }),
    deliveryKey: DeliveryKey.nullish().openapi({ example: 't/size-guide' }),
    name: ItemName,
    schema: SchemaName.openapi({ example: 'hero-banner' }),
    parentId: ContentId.nullish(),
    body: Body,
  })
  .strict()
  .openapi('ContentItemCreate');

export const ItemReplace = ItemCreate.omit({ id: true })
  .extend({ version: z.number().int().min(1).openapi({ description: 'The version you edited: a newer stored one refuses the write (409).' }) })
  .strict()
  .openapi('ContentItemUpdate');

export const VersionBody = z
  .object({ version: z.number().int().min(1).optional() })
  .strict()
  .openapi('ContentVersionCheck', { description: 'With `version`, the write is refused (409) if the stored one is newer.' });

export const ManagedItemShape = z
  .object({
    id: z.string(),
    deliveryKey: z.string().nullable(),
    name: z.string(),
    schema: z.string(),
    parentId: z.string().nullable(),
    draft: z.record(z.string(), z.unknown()),
    published: z.record(z.string(), z.unknown()).nullable(),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('ManagedContentItem');

export const EditionCreate = z
  .object({ id: ContentId.optional(), name: ItemName, start: EditionTime, end: EditionTime })
  .strict()
  .openapi('EditionCreate');
export const EditionReplace = EditionCreate.omit({ id: true })
  .extend({ version: z.number().int().min(1) })
  .strict()
  .openapi('EditionUpdate');

export const ManagedEditionShape = z
  .object({
    id: z.string(),
    name: z.string(),
    start: z.string(),
    end: z.string(),
    published: z.boolean(),
    version: z.number().int(),
    items: z.array(z.object({ id: z.string(), body: z.record(z.string(), z.unknown()) })),
  })
  .openapi('ManagedEdition');

export const ItemParams = z.object({ id: ContentId.openapi({ param: { name: 'id', in: 'path' } }) });
export const EditionParams = z.object({ id: ContentId.openapi({ param: { name: 'id', in: 'path' } }) });
export const EditionItemParams = z.object({
  id: ContentId.openapi({ param: { name: 'id', in: 'path' } }),
  itemId: ContentId.openapi({ param: { name: 'itemId', in: 'path' } }),
});

/** A group id, once or repeated (`?customerGroups=Everyone&customerGroups=Unregistered`). */
const GroupList = z
  .union([z.string().min(1).max(100), z.array(z.string().min(1).max(100)).max(100)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const ItemPreviewQuery = z
  .object({
    locale: DeliveryParametersShape.shape.locale,
    depth: z.enum(['all', 'root']).default('all').openapi({
      description: '`all` puts the referenced items (their latest saved versions too) in place of their references, 8 levels at most; `root` leaves references as stored.',
    }),
    customerGroups: GroupList.optional().openapi({
      description:
        'Repeat for each group: personalised slots come chosen for these groups (`content`, `matches`), as delivery chooses them. Absent: slots come raw, with every variant.',
      example: ['Everyone', 'Unregistered'],
    }),
  })
  .strict();

export const ItemPreviewShape = z
  .object({
    content: DeliveredContent,
    version: z.number().int().openapi({ description: 'The item’s version: it moves at every save, publish and unpublish.' }),
    updatedAt: z.string(),
    published: z.boolean().openapi({ description: 'Whether the item has a published body (possibly older than the draft shown).' }),
  })
  .openapi('ContentItemPreview', {
    description:
      'The item as delivery would answer it (locale resolved, references inlined, personalised slots chosen), made of the latest saved version of the item and of every item it reaches, published or not.',
  });
