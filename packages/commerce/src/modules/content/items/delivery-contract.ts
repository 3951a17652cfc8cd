import { z } from '@hono/zod-openapi';
import { CONTENT_BATCH_SIZE } from './resolve-tree.js';
import { JSON_POINTER, MAX_POINTER_LENGTH } from './filter-clauses.js';
import { FILTER_PAGE_DEFAULT_SIZE, FILTER_PAGE_MAX_SIZE, MAX_FILTER_CLAUSES } from './filter.js';
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
      description:
        'How far references are followed, 8 levels at most: `all` follows them (format `inlined`: the items replace them; `linked`: the items are listed in `linkedContent`); `root` does not.',
    }),
    format: z.enum(['inlined', 'linked']).default('inlined').openapi({
      description:
        '`inlined` puts each referenced item in place of its reference. `linked` keeps references as stored (`{ _meta: { schema: "http://bigcontent.io/cms/schema/v1/core#/definitions/content-reference" }, contentType, id }`) and, with depth `all`, answers beside the item `linkedContent`: every item the references reach, each once, each in the linked form too, breadth-first.',
    }),
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

const DeliveredAnswer = z
  .object({
    content: DeliveredContent,
    linkedContent: z.array(DeliveredContent).optional().openapi({
      description:
        'Format `linked` with depth `all`: every delivered item the references reach (chosen personalised content only, with `customerGroups`), each once, breadth-first, 8 levels at most; the item asked for is not repeated. An item not delivered is not listed.',
    }),
  })
  .openapi('DeliveredContentAnswer');

export const FetchContentAnswer = z
  .object({ responses: z.array(z.union([DeliveredAnswer, NotFound])) })
  .openapi('ContentFetchAnswer');

const JsonPointer = z
  .string()
  .max(MAX_POINTER_LENGTH)
  .regex(JSON_POINTER, 'must be a JSON pointer such as /_meta/schema or /active (non-empty segments; ~0 and ~1 escape ~ and /)');

const FilterClause = z
  .object({
    path: JsonPointer.openapi({ example: '/_meta/schema' }),
    value: z.union([z.string().min(1).max(200), z.number(), z.boolean()]),
  })
  .strict()
  .openapi('ContentFilterClause', {
    description:
      'Holds when the delivered item (before references are followed; localised values for the locale) has this value at the path, or, where a list is, holds it. `/_meta/schema` is the block type, `/_meta/hierarchy/parentId` the parent (404 when it does not exist); any other pointer reads the body (`/active`, `/segment`, `/category`, `/_meta/deliveryKey`…).',
  });

export const FilterContentBody = z
  .object({
    filterBy: z
      .array(FilterClause)
      .min(1)
      .max(MAX_FILTER_CLAUSES, `at most ${MAX_FILTER_CLAUSES} filterBy clauses, all of which must hold`),
    sortBy: z
      .object({
        key: z.union([z.literal('default'), JsonPointer]).default('default'),
        order: z.enum(['ASC', 'DESC']).default('ASC'),
      })
      .strict()
      .optional()
      .openapi({
        description:
          '`default`: by name, then id. A JSON pointer: by the value there (false before true, numbers, then strings; ties by name, then id), items without one last. Ascending unless `DESC`.',
      }),
    page: z
      .object({
        size: z
          .number()
          .int()
          .min(1)
          .max(FILTER_PAGE_MAX_SIZE)
          .default(FILTER_PAGE_DEFAULT_SIZE)
          .openapi({ description: `Items per page, 1–${FILTER_PAGE_MAX_SIZE} (${FILTER_PAGE_DEFAULT_SIZE} by default).` }),
        cursor: z.string().max(8000).optional().openapi({ description: 'The `nextCursor` of the previous page, with the same filter and sortBy.' }),
      })
      .strict()
      .optional(),
    parameters: DeliveryParametersShape,
  })
  .strict()
  .openapi('ContentFilterRequest');

export const FilterContentAnswer = z
  .object({
    responses: z.array(DeliveredAnswer),
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
