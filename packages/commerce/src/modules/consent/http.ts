import { createRoute } from '@hono/zod-openapi';
import { clientIpOf } from '../../http/client-ip.js';
import { errorAnswer, errorResponses, jsonAnswer, jsonBody } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { optionalShopperOf } from '../session/index.js';
import { ConsentRecord, ConsentRecordRequest } from './contract.js';
import { recordConsent } from './service.js';

const recordConsentRoute = createRoute({
  method: 'post',
  path: '/shopper/consents',
  tags: ['Consent'],
  summary: 'Records a visitor’s cookie and tracking consent choice',
  description:
    'Each change of a visitor’s choice — from the consent banner, the preferences dialog, or their ' +
    'browser’s Global Privacy Control signal — is kept as a new record, tied to the visitor’s web id ' +
    'and, with a shopper session token, to that session and its customer. Strictly necessary cookies ' +
    'need no consent and are not recorded. At most 20 records per visitor and 300 per IP address in ' +
    '15 minutes (429 with Retry-After).',
  security: [{ shopperToken: [] }, {}] as Record<string, string[]>[],
  request: { body: jsonBody(ConsentRecordRequest) },
  responses: {
    201: jsonAnswer(ConsentRecord, 'Recorded.'),
    400: errorResponses[400],
    429: errorAnswer('Too many consent records from this visitor or address: Retry-After says when to try again.'),
  },
});

export const consentRoutes = createRouter().openapi(recordConsentRoute, async (c) => {
  const request = c.req.valid('json');
  // A dead or missing session token still records the choice, tied to the web id only.
  const shopper = await optionalShopperOf(c);
  const record = await recordConsent(c.var.deps.db, request, shopper, clientIpOf(c.req));
  return c.json(record, 201);
});
