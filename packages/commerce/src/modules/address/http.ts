import { createRoute, z } from '@hono/zod-openapi';
import { errorAnswer, errorResponses, jsonAnswer, jsonBody, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { bearerSecurity, shopperOf, unauthorized } from '../session/index.js';
import {
  CreateCustomerAddressRequest,
  CustomerAddress,
  CustomerAddressResult,
  UpdateCustomerAddressRequest,
} from './contract.js';
import { createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from './service.js';
import { addressView } from './view.js';

const tags = ['Customer addresses'];
const BASE = '/shopper/customers/me/addresses';
const guest = { 403: errorAnswer('A guest session: "You must create an account to access this feature."') };
const notYours = {
  404: errorAnswer('No address of that name among the signed-in customer’s (someone else’s is not found either).'),
};
const Params = z.object({ addressId: z.string().max(100) });

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  summary: "The signed-in customer's saved addresses, the default first",
  security: bearerSecurity,
  responses: { ...ok(CustomerAddressResult, 'The address book.'), ...guest, ...unauthorized },
});

const getRoute = createRoute({
  method: 'get',
  path: `${BASE}/{addressId}`,
  tags,
  summary: 'One saved address, by its name',
  security: bearerSecurity,
  request: { params: Params },
  responses: { ...ok(CustomerAddress, 'The address.'), ...guest, ...notYours, ...unauthorized },
});

const createAddressRoute = createRoute({
  method: 'post',
  path: BASE,
  tags,
  summary: 'Saves an address (the first one, or one sent with preferred: true, becomes the default)',
  security: bearerSecurity,
  request: { body: jsonBody(CreateCustomerAddressRequest) },
  responses: {
    201: jsonAnswer(CustomerAddress, 'The saved address.'),
    400: errorResponses[400],
    ...guest,
    409: errorAnswer('address_name_taken (details name the field addressId), or address_book_full.'),
    ...unauthorized,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: `${BASE}/{addressId}`,
  tags,
  summary: 'Changes a saved address, renames it, or makes it the default (preferred: true)',
  security: bearerSecurity,
  request: { params: Params, body: jsonBody(UpdateCustomerAddressRequest) },
  responses: {
    ...ok(CustomerAddress, 'The address as saved now.'),
    400: errorResponses[400],
    ...guest,
    ...notYours,
    409: errorAnswer('address_name_taken: another address of the customer has the new name.'),
    ...unauthorized,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${BASE}/{addressId}`,
  tags,
  summary: 'Deletes a saved address (the newest remaining one becomes the default if it was)',
  security: bearerSecurity,
  request: { params: Params },
  responses: { 204: { description: 'Deleted.' }, ...guest, ...notYours, ...unauthorized },
});

export const addressRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const rows = await listAddresses(c.var.deps.db, await shopperOf(c));
    return c.json({ limit: rows.length, total: rows.length, data: rows.map(addressView) }, 200);
  })
  .openapi(getRoute, async (c) =>
    c.json(addressView(await getAddress(c.var.deps.db, await shopperOf(c), c.req.valid('param').addressId)), 200),
  )
  .openapi(createAddressRoute, async (c) =>
    c.json(addressView(await createAddress(c.var.deps.db, await shopperOf(c), c.req.valid('json'))), 201),
  )
  .openapi(updateRoute, async (c) => {
    const { addressId } = c.req.valid('param');
    const row = await updateAddress(c.var.deps.db, await shopperOf(c), addressId, c.req.valid('json'));
    return c.json(addressView(row), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteAddress(c.var.deps.db, await shopperOf(c), c.req.valid('param').addressId);
    return c.body(null, 204);
  });
