import { OpenAPIHono } from '@hono/zod-openapi';
import { addressRoutes } from '../modules/address/http.js';
import { catalogRoutes } from '../modules/catalog/http.js';
import { customerRoutes } from '../modules/customer/http.js';
import { profileRoutes } from '../modules/customer/profile-http.js';
import { enrichmentRoutes } from '../modules/enrichment/http.js';
import { loyaltyRoutes } from '../modules/loyalty/http.js';
import { mailboxRoutes } from '../modules/mail/http.js';
import { orderHistoryRoutes } from '../modules/order/history-http.js';
import { orderRoutes } from '../modules/order/http.js';
import { createPaymentProvider } from '../modules/payment/index.js';
import { productListRoutes, searchRoutes } from '../modules/search/http.js';
import { searchEngineRoutes } from '../modules/search/search-engine-http.js';
import { consentRoutes } from '../modules/consent/http.js';
import { contentRoutes } from '../modules/content/http.js';
import { countryRoutes } from '../modules/country/http.js';
import { contentDeliveryRoutes } from '../modules/content/delivery-http.js';
import { contentManagementRoutes } from '../modules/content/management-http.js';
import { recommendationRoutes } from '../modules/recommendation/http.js';
import { recoveryRoutes } from '../modules/recovery/http.js';
import { sessionRoutes } from '../modules/session/http.js';
import { shopperContextRoutes } from '../modules/shopper-context/http.js';
import { socialConfigFromEnv } from '../modules/social/index.js';
import { socialRoutes } from '../modules/social/http.js';
import { staffRoutes } from '../modules/staff/http.js';
import { storeRoutes } from '../modules/store/http.js';
import { urlMappingRoutes } from '../modules/url-mapping/http.js';
import { wishlistRoutes } from '../modules/wishlist/http.js';
import { basketRoutes } from '../flows/basket-http.js';
import { changePasswordRoutes } from '../flows/change-password-http.js';
import { changePricesRoutes } from '../flows/change-prices-http.js';
import { emailLinkRoutes } from '../flows/email-links-http.js';
import { newsletterRoutes } from '../flows/newsletter-http.js';
import { placeOrderRoutes } from '../flows/place-order-http.js';
import { signInRoutes } from '../flows/sign-in-http.js';
import { adminTokenFromEnv, contentTokenFromEnv, requireAdminToken } from './bearer-tokens.js';
import { requireContentAccess, requireStagingAccess } from './content-access.js';
import { docsRoutes } from './docs.js';
import { readiness } from './health.js';
import { errorBody, handleError } from './error-handler.js';
import { refuseNulInUrl } from './nul-guard.js';
import { validationHook } from './router.js';
import type { AppDeps, AppEnv, ResolvedDeps } from './types.js';
import { targetingManagementRoutes, targetingRoutes } from '../modules/targeting/http.js';
import { weatherProviderFromEnv } from '../modules/targeting/index.js';

export const API_VERSION = '0.1.0';

/** The commerce REST API, to be mounted at /api. */
export function createApi(options: AppDeps) {
  const deps: ResolvedDeps = {
    ...options,
    payment: options.payment ?? createPaymentProvider({ db: options.db, logger: options.logger }),
    social: options.social ?? socialConfigFromEnv(),
    weather: options.weather ?? weatherProviderFromEnv(),
  };
  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // Before routing, so an undeclared parameter or an unknown path holding a NUL is refused too.
  api.use('*', refuseNulInUrl);
  api.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.get('/health/ready', readiness);
  api.route('/', catalogRoutes);
  api.route('/', productListRoutes);
  api.route('/', sessionRoutes);
  api.route('/', shopperContextRoutes);
  api.route('/', signInRoutes);
  api.route('/', customerRoutes);
  api.route('/', profileRoutes);
  api.route('/', changePasswordRoutes);
  api.route('/', addressRoutes);
  api.route('/', orderHistoryRoutes);
  api.route('/', emailLinkRoutes);
  api.route('/', recoveryRoutes);
  api.route('/', newsletterRoutes);
  api.route('/', socialRoutes);
  api.route('/', wishlistRoutes);
  api.route('/', loyaltyRoutes);
  api.route('/', basketRoutes);
  api.route('/', placeOrderRoutes);
  api.route('/', orderRoutes);
  api.route('/', enrichmentRoutes);
  api.route('/', searchRoutes);
  api.route('/', searchEngineRoutes);
  api.route('/', storeRoutes);
  api.route('/', countryRoutes);
  api.route('/', contentRoutes);
  // The staging environment's delivery: staff sessions, preview links and the content token only (issue 24).
  api.use(
    '/cms/staging/*',
    requireStagingAccess('contentToken' in options ? options.contentToken : contentTokenFromEnv()),
  );
  api.route('/', contentDeliveryRoutes);
  api.route('/', urlMappingRoutes);
  api.route('/', recommendationRoutes);
  api.route('/', consentRoutes);
  api.route('/', mailboxRoutes);
  api.route('/', staffRoutes);
  api.route('/', targetingRoutes);
  // The operator's endpoints: only with ADMIN_API_TOKEN, only with it as the bearer.
  api.use('/admin/*', requireAdminToken('adminToken' in options ? options.adminToken : adminTokenFromEnv()));
  api.route('/', changePricesRoutes);
  // The content team's endpoints: with CONTENT_API_TOKEN as the bearer, or a staff session (decision 047).
  api.use(
    '/cms/manage/*',
    requireContentAccess('contentToken' in options ? options.contentToken : contentTokenFromEnv()),
  );
  api.route('/', contentManagementRoutes);
  api.route('/', targetingManagementRoutes);
  api.openAPIRegistry.registerComponent('securitySchemes', 'shopperToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'A shopper session token from POST /shopper/sessions/guest.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'adminToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The operator token set in ADMIN_API_TOKEN.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'contentToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The content management token set in CONTENT_API_TOKEN.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'staffToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'A staff session token (rl_staff_…) from POST /staff/sessions.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'previewToken', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A preview link token (rl_preview_…) from POST /staff/preview-links: the staging environment while the link lives.',
  });
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Ridgeline commerce API',
      version: API_VERSION,
      description: 'Catalogue, pricing, inventory and (soon) baskets, orders and customers of a Ridgeline store.',
    },
    servers: [{ url: '/api' }],
  });
  api.route('/docs', docsRoutes());
  api.notFound((c) => c.json(errorBody('not_found', `No API endpoint ${c.req.method} ${c.req.path}.`), 404));
  api.onError(handleError(deps.logger));
  return api;
}

export type Api = ReturnType<typeof createApi>;
