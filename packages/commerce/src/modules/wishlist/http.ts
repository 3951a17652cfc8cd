import { createRoute, z } from '@hono/zod-openapi';
import { errorAnswer, errorResponses, jsonAnswer, jsonBody, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { bearerSecurity, shopperOf, unauthorized } from '../session/index.js';
import {
  AddProductListItemRequest,
  CreateProductListRequest,
  CustomerProductList,
  CustomerProductListItem,
  CustomerProductListResult,
  ProductListsQuery,
} from './contract.js';
import {
  addProductListItem,
  ensureProductList,
  getProductList,
  getProductLists,
  removeProductListItem,
  type ProductListWithItems,
} from './service.js';
import { itemProducts, itemView, listView } from './view.js';
import type { Database } from '../../db/client.js';

const tags = ['Customer product lists'];
const BASE = '/shopper/customers/me/product-lists';
const guest = { 403: errorAnswer('A guest session: "You must create an account to access this feature."') };
const notYours = {
  404: errorAnswer('No such list (or item) among the signed-in customer’s: someone else’s is not found either.'),
};
const ListParams = z.object({ listId: z.string().max(100) });

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  summary: "The signed-in customer's product lists (the wishlist) with their items",
  security: bearerSecurity,
  request: { query: ProductListsQuery },
  responses: {
    ...ok(CustomerProductListResult, 'The lists; `expand=product` adds tile data to each item.'),
    400: errorResponses[400],
    ...guest,
    ...unauthorized,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: `${BASE}/{listId}`,
  tags,
  summary: 'One of the signed-in customer’s product lists',
  security: bearerSecurity,
  request: { params: ListParams, query: ProductListsQuery },
  responses: {
    ...ok(CustomerProductList, 'The list.'),
    400: errorResponses[400],
    ...guest,
    ...notYours,
    ...unauthorized,
  },
});

const createListRoute = createRoute({
  method: 'post',
  path: BASE,
  tags,
  summary: 'Creates the customer’s wishlist, or answers the one they have (one per customer)',
  security: bearerSecurity,
  request: { body: jsonBody(CreateProductListRequest) },
  responses: {
    200: jsonAnswer(CustomerProductList, 'The customer already had this list: it is answered unchanged.'),
    201: jsonAnswer(CustomerProductList, 'The new list.'),
    400: errorResponses[400],
    ...guest,
    ...unauthorized,
  },
});

const addItemRoute = createRoute({
  method: 'post',
  path: `${BASE}/{listId}/items`,
  tags,
  summary: 'Saves a product to one of the customer’s lists (saving it again answers the saved item)',
  security: bearerSecurity,
  request: { params: ListParams, body: jsonBody(AddProductListItemRequest) },
  responses: {
    200: jsonAnswer(CustomerProductListItem, 'The product was already on the list: the saved item, unchanged.'),
    201: jsonAnswer(CustomerProductListItem, 'The new item.'),
    400: errorAnswer('invalid_input, or unknown_product: the id names no product sold online.'),
    ...guest,
    ...notYours,
    409: errorAnswer('product_list_full: the list holds the maximum number of products.'),
    ...unauthorized,
  },
});

const removeItemRoute = createRoute({
  method: 'delete',
  path: `${BASE}/{listId}/items/{itemId}`,
  tags,
  summary: 'Removes an item from one of the customer’s lists',
  security: bearerSecurity,
  request: { params: ListParams.extend({ itemId: z.string().max(100) }) },
  responses: { 204: { description: 'Removed.' }, ...guest, ...notYours, ...unauthorized },
});

type Expand = z.infer<typeof ProductListsQuery>;

async function expandedView(db: Database, lists: ProductListWithItems[], query: Expand) {
  if (query.expand !== 'product') return lists.map((list) => listView(list));
  const ids = [...new Set(lists.flatMap((l) => l.items.map((i) => i.productId)))];
  const products = await itemProducts(db, ids, { locale: query.locale, currency: query.currency });
  return lists.map((list) => listView(list, products));
}

export const wishlistRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const lists = await getProductLists(c.var.deps.db, await shopperOf(c));
    const data = await expandedView(c.var.deps.db, lists, c.req.valid('query'));
    return c.json({ limit: data.length, total: data.length, data }, 200);
  })
  .openapi(getRoute, async (c) => {
    const list = await getProductList(c.var.deps.db, await shopperOf(c), c.req.valid('param').listId);
    const [view] = await expandedView(c.var.deps.db, [list], c.req.valid('query'));
    return c.json(view!, 200);
  })
  .openapi(createListRoute, async (c) => {
    const { list, created } = await ensureProductList(c.var.deps.db, await shopperOf(c), c.req.valid('json'));
    return created ? c.json(listView(list), 201) : c.json(listView(list), 200);
  })
  .openapi(addItemRoute, async (c) => {
    const { listId } = c.req.valid('param');
    const { item, created } = await addProductListItem(c.var.deps.db, await shopperOf(c), listId, c.req.valid('json'));
    return created ? c.json(itemView(item), 201) : c.json(itemView(item), 200);
  })
  .openapi(removeItemRoute, async (c) => {
    const { listId, itemId } = c.req.valid('param');
    await removeProductListItem(c.var.deps.db, await shopperOf(c), listId, itemId);
    return c.body(null, 204);
  });
