import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../../http/error-handler.js';
import { errorResponses, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import type { AppEnv } from '../../http/types.js';
import { MailboxList, MailboxMessage } from './contract.js';
import { getMailboxMessage, listMailbox } from './mailbox.js';

const DEV_ONLY =
  'Development only: answers 404, like an unknown endpoint, when the server runs with NODE_ENV=production. ' +
  'Without SMTP_URL e-mails are never sent and stay here with status `pending`.';

/**
 * In production the mailbox does not exist: the same 404 as any unknown endpoint, decided before
 * the input is validated, so not even a 400 gives it away. Read per request, so the process's
 * environment (not the moment the app was built) decides.
 */
const onlyOutsideProduction: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (process.env.NODE_ENV === 'production') {
    return c.json(errorBody('not_found', `No API endpoint ${c.req.method} ${c.req.path}.`), 404);
  }
  await next();
};

const listRoute = createRoute({
  method: 'get',
  path: '/dev/mailbox',
  tags: ['Development'],
  summary: 'E-mails in the outbox, newest first',
  description: DEV_ONLY,
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(200).default(50),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
  },
  responses: { ...ok(MailboxList, 'A page of the outbox.'), ...errorResponses },
});

const getRoute = createRoute({
  method: 'get',
  path: '/dev/mailbox/{id}',
  tags: ['Development'],
  summary: 'One e-mail of the outbox, with its HTML and text',
  description: DEV_ONLY,
  request: { params: z.object({ id: z.uuid('must be the id of an e-mail in the mailbox') }) },
  responses: { ...ok(MailboxMessage, 'The e-mail.'), ...errorResponses },
});

export const mailboxRoutes = createRouter();
mailboxRoutes.use('/dev/mailbox', onlyOutsideProduction);
mailboxRoutes.use('/dev/mailbox/*', onlyOutsideProduction);
mailboxRoutes
  .openapi(listRoute, async (c) => c.json(await listMailbox(c.var.deps.db, c.req.valid('query')), 200))
  .openapi(getRoute, async (c) => c.json(await getMailboxMessage(c.var.deps.db, c.req.valid('param').id), 200));
