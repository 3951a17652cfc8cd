import { z } from '@hono/zod-openapi';
import { CONTENT_BATCH_SIZE } from './resolve-tree.js';
import { FILTER_PAGE_DEFAULT_SIZE, FILTER_PAGE_MAX_SIZE, FILTER_PATHS } from './filter.js';
import { DeliveryKey, EditionTime } from './stored.js';

/** API shapes of the content service's delivery (decision 045): `POST /cms/fetch` and `POST /cms/filter`. */

const LOCALE_LIST = /^[A-Za-z]{1,8}(-[A-Za-z0-9*]{1,8})*(,[A-Za-z*]{1,8}(-[A-Za-z0-9*]{1,8})*)*$/;

export const DeliveryParametersShape = z
  .object({
    locale: z
      .string()
      .max(100)
      .regex(LOCALE_LIST, 'must be a locale such as fr-CA, optionally followed by fallbacks (fr-CA,fr-*)')
      .openapi({ example: 'fr-CA' }),
    depth: z.enum(['all', 'root']).default('all').openapi({
      description: '`all` replaces references by the items (8 levels at most); `root` leaves them as references.',
    }),
    format: z.enum(['inlined']).default('inlined'),
    customerGroups: z
      .array(z.string().min(1).max(100))
      .max(100)
      .optional()
      .openapi({
        description:
          'The shopper’s customer groups: personalised slots come already chosen (`content`, `matches`). Absent: slots come raw, with every variant.',
        example: ['Everyone', 'Unregistered'],
      }),
    effectiveDateTime: EditionTime.optional().openapi({
      description: 'The moment whose live editions apply (ISO 8601); now when absent.',
      example: '2026-12-01T09:00:00Z',
    }),
  })
  .strict()
  .openapi('ContentDeliveryParameters');

const ContentRequest = z.union([
  z.object({ id: z.uuid('must be a delivery id (a UUID)') }).strict(),
  z.object({ key: DeliveryKey }).strict(),
]);

export const FetchContentBody = z
  .object({
    requests: z
      .array(ContentRequest)
      .min(1)
      .max(CONTENT_BATCH_SIZE, `at most ${CONTENT_BATCH_SIZE} requests per fetch (the content batch size)`),
    parameters: DeliveryParametersShape,
  })
  .strict()
  .openapi('ContentFetchRequest');

export const DeliveredContent = z
  .looseObject({
    _meta: z.object({
      schema: z.string().openapi({ example: 'hero-banner' }),
      name: z.string(),
      deliveryId: z.string(),
      deliveryKey: z.string().optional(),
      hierarchy: z.object({ parentId: z.string().nullable() }),
      edition: z.object({ id: z.string(), start: z.string(), end: z.string() }).optional(),
    }),
  })
  .openapi('DeliveredContent', {
    description:
      'A content item: its block’s fields for the locale, references replaced by the items with depth `all`. A reference to an item not delivered stays a reference.',
  });

const NotFound = z
  .object({
    error: z.object({
      type: z.literal('CONTENT_NOT_FOUND'),
      message: z.string(),
      data: z.union([z.object({ id: z.string() }), z.object({ key: z.string() })]),
    }),
  })
  .openapi('ContentNotFound');

export const FetchContentAnswer = z
  .object({ responses: z.array(z.union([z.object({ content: DeliveredContent }), NotFound])) })
  .openapi('ContentFetchAnswer');

export const FilterContentBody = z
  .object({
    filterBy: z
      .array(z.object({ path: z.enum(FILTER_PATHS), value: z.string().min(1).max(200) }).strict())
      .min(1)
      .max(FILTER_PATHS.length),
    sortBy: z
      .object({ key: z.literal('default'), order: z.enum(['ASC', 'DESC']).default('ASC') })
      .strict()
      .optional()
      .openapi({ description: '`default`: by name, then id; ascending unless `DESC`.' }),
    page: z
      .object({
        size: z.number().int().min(1).max(FILTER_PAGE_MAX_SIZE).default(FILTER_PAGE_DEFAULT_SIZE),
        cursor: z.string().max(1000).optional(),
      })
      .strict()
      .optional(),
    parameters: DeliveryParametersShape,
  })
  .strict()
  .openapi('ContentFilterRequest');

export const FilterContentAnswer = z
  .object({
    responses: z.array(z.object({ content: DeliveredContent })),
    page: z.object({ responseCount: z.number().int(), nextCursor: z.string().optional() }),
  })
  .openapi('ContentFilterAnswer');

/** The content service's marker (`type`, `message`), with the API's error `code` beside it. */
export const HierarchyRootNotFound = z
  .object({
    error: z.object({
      code: z.literal('not_found'),
      type: z.literal('HIERARCHY_ROOT_NOT_FOUND'),
      message: z.literal('Root node not found'),
    }),
  })
  .openapi('HierarchyRootNotFound');
