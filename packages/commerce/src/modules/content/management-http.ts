import { createRoute, z } from '@hono/zod-openapi';
import { errorAnswer, jsonAnswer, jsonBody } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import {
  EditionCreate,
  EditionItemParams,
  EditionParams,
  EditionReplace,
  ItemCreate,
  ItemParams,
  ItemPreviewQuery,
  ItemPreviewShape,
  ItemReplace,
  ManagedEditionShape,
  ManagedItemShape,
  VersionBody,
} from './items/management-contract.js';
import {
  createEdition,
  deleteEdition,
  deleteEditionItem,
  getEdition,
  putEditionItem,
  setEditionPublished,
  updateEdition,
} from './items/management-editions.js';
import { createItem, deleteItem, getItem, publishItem, unpublishItem, updateItem } from './items/management-items.js';
import { previewItem } from './items/preview.js';
import { ItemBody } from './items/stored.js';

/** The content team's token (CONTENT_API_TOKEN) or a staff session (decision 047). */
const security: Record<string, string[]>[] = [{ contentToken: [] }, { staffToken: [] }];
const guarded = { tags: ['Content management'], security };
const refusals = {
  400: errorAnswer('Not valid: `details` lists each issue (item, locale, path, message).'),
  401: errorAnswer('The content management token is missing or wrong, or the staff session has ended.'),
  403: errorAnswer('A merchandiser’s staff session: content may be read, not changed.'),
  404: errorAnswer('No such item or edition (or CONTENT_API_TOKEN is not set).'),
  409: errorAnswer('A newer version is stored, the delivery key is taken, or the item is in use.'),
};
const item = (description: string) => ({ 200: jsonAnswer(ManagedItemShape, description), ...refusals });
const edition = (description: string) => ({ 200: jsonAnswer(ManagedEditionShape, description), ...refusals });
const optionalVersion = { content: { 'application/json': { schema: VersionBody } }, required: false };

const routes = {
  createItem: createRoute({
    ...guarded,
    method: 'post',
    path: '/cms/manage/items',
    summary: 'Create a content item (a draft)',
    request: { body: jsonBody(ItemCreate) },
    responses: { 201: jsonAnswer(ManagedItemShape, 'The item, as a draft.'), ...refusals },
  }),
  getItem: createRoute({
    ...guarded,
    method: 'get',
    path: '/cms/manage/items/{id}',
    summary: 'A content item’s draft and published body',
    request: { params: ItemParams },
    responses: item('The item.'),
  }),
  previewItem: createRoute({
    ...guarded,
    method: 'get',
    path: '/cms/manage/items/{id}/preview',
    summary: 'A content item as delivery would answer it, from its latest saved version (the staff’s visualisation)',
    description:
      'Localised values for the locale with the fallback "en-*,*", references inlined in batches of 12 and 8 levels at most, personalised slots chosen for `customerGroups`: what `POST /cms/fetch` answers, except that the item and every item it reaches are taken as last saved (their drafts), published or not, and editions do not apply. Never cached. Any staff role may ask (it reads).',
    request: { params: ItemParams, query: ItemPreviewQuery },
    responses: { 200: jsonAnswer(ItemPreviewShape, 'The item as it would be delivered.'), ...refusals },
  }),
  updateItem: createRoute({
    ...guarded,
    method: 'put',
    path: '/cms/manage/items/{id}',
    summary: 'Replace a content item’s draft',
    request: { params: ItemParams, body: jsonBody(ItemReplace) },
    responses: item('The item with its new draft and version.'),
  }),
  publishItem: createRoute({
    ...guarded,
    method: 'post',
    path: '/cms/manage/items/{id}/publish',
    summary: 'Publish a content item’s draft',
    request: { params: ItemParams, body: optionalVersion },
    responses: item('The item, published.'),
  }),
  unpublishItem: createRoute({
    ...guarded,
    method: 'post',
    path: '/cms/manage/items/{id}/unpublish',
    summary: 'Take a content item off the shop (its draft stays)',
    request: { params: ItemParams, body: optionalVersion },
    responses: item('The item, unpublished.'),
  }),
  deleteItem: createRoute({
    ...guarded,
    method: 'delete',
    path: '/cms/manage/items/{id}',
    summary: 'Delete a content item (refused while it has children or a delivered item references it)',
    request: { params: ItemParams },
    responses: { 204: { description: 'Deleted.' }, ...refusals },
  }),
  createEdition: createRoute({
    ...guarded,
    method: 'post',
    path: '/cms/manage/editions',
    summary: 'Create an edition (unpublished)',
    request: { body: jsonBody(EditionCreate) },
    responses: { 201: jsonAnswer(ManagedEditionShape, 'The edition.'), ...refusals },
  }),
  getEdition: createRoute({
    ...guarded,
    method: 'get',
    path: '/cms/manage/editions/{id}',
    summary: 'An edition with its item bodies',
    request: { params: EditionParams },
    responses: edition('The edition.'),
  }),
  updateEdition: createRoute({
    ...guarded,
    method: 'put',
    path: '/cms/manage/editions/{id}',
    summary: 'Rename or reschedule an edition',
    request: { params: EditionParams, body: jsonBody(EditionReplace) },
    responses: edition('The edition.'),
  }),
  publishEdition: createRoute({
    ...guarded,
    method: 'post',
    path: '/cms/manage/editions/{id}/publish',
    summary: 'Publish an edition: its bodies apply during its window',
    request: { params: EditionParams, body: optionalVersion },
    responses: edition('The edition, published.'),
  }),
  unpublishEdition: createRoute({
    ...guarded,
    method: 'post',
    path: '/cms/manage/editions/{id}/unpublish',
    summary: 'Unpublish an edition',
    request: { params: EditionParams, body: optionalVersion },
    responses: edition('The edition, unpublished.'),
  }),
  deleteEdition: createRoute({
    ...guarded,
    method: 'delete',
    path: '/cms/manage/editions/{id}',
    summary: 'Delete an edition and its item bodies',
    request: { params: EditionParams },
    responses: { 204: { description: 'Deleted.' }, ...refusals },
  }),
  putEditionItem: createRoute({
    ...guarded,
    method: 'put',
    path: '/cms/manage/editions/{id}/items/{itemId}',
    summary: 'Set an edition’s body of a content item',
    request: { params: EditionItemParams, body: jsonBody(z.object({ body: ItemBody }).strict()) },
    responses: edition('The edition.'),
  }),
  deleteEditionItem: createRoute({
    ...guarded,
    method: 'delete',
    path: '/cms/manage/editions/{id}/items/{itemId}',
    summary: 'Remove an edition’s body of a content item',
    request: { params: EditionItemParams },
    responses: edition('The edition.'),
  }),
};

/** The optional `{ version }` of publish and unpublish: without a body, no check. */
const versionOf = (body: { version?: number | undefined } | undefined) => body?.version;

export const contentManagementRoutes = createRouter()
  .openapi(routes.createItem, async (c) => c.json(await createItem(c.var.deps.db, c.req.valid('json')), 201))
  .openapi(routes.getItem, async (c) => c.json(await getItem(c.var.deps.db, c.req.valid('param').id), 200))
  .openapi(routes.previewItem, async (c) =>
    c.json(await previewItem(c.var.deps.db, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .openapi(routes.updateItem, async (c) =>
    c.json(await updateItem(c.var.deps.db, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(routes.publishItem, async (c) =>
    c.json(await publishItem(c.var.deps.db, c.req.valid('param').id, versionOf(c.req.valid('json'))), 200),
  )
  .openapi(routes.unpublishItem, async (c) =>
    c.json(await unpublishItem(c.var.deps.db, c.req.valid('param').id, versionOf(c.req.valid('json'))), 200),
  )
  .openapi(routes.deleteItem, async (c) => {
    await deleteItem(c.var.deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(routes.createEdition, async (c) => c.json(await createEdition(c.var.deps.db, c.req.valid('json')), 201))
  .openapi(routes.getEdition, async (c) => c.json(await getEdition(c.var.deps.db, c.req.valid('param').id), 200))
  .openapi(routes.updateEdition, async (c) =>
    c.json(await updateEdition(c.var.deps.db, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(routes.publishEdition, async (c) =>
    c.json(await setEditionPublished(c.var.deps.db, c.req.valid('param').id, true, versionOf(c.req.valid('json'))), 200),
  )
  .openapi(routes.unpublishEdition, async (c) =>
    c.json(await setEditionPublished(c.var.deps.db, c.req.valid('param').id, false, versionOf(c.req.valid('json'))), 200),
  )
  .openapi(routes.deleteEdition, async (c) => {
    await deleteEdition(c.var.deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(routes.putEditionItem, async (c) => {
    const { id, itemId } = c.req.valid('param');
    return c.json(await putEditionItem(c.var.deps.db, id, itemId, c.req.valid('json').body), 200);
  })
  .openapi(routes.deleteEditionItem, async (c) => {
    const { id, itemId } = c.req.valid('param');
    return c.json(await deleteEditionItem(c.var.deps.db, id, itemId), 200);
  });
