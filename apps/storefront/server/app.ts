import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  clientIpAtEdge,
  createLogger,
  imageRoutes,
  onChange,
  socialIssuerOrigins,
  visitorCountry,
  visitorCountryHeader,
  withClientIp,
  type Logger,
} from '@ridgeline/commerce';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { CLIENT_ERRORS_PATH } from '../app/lib/http/client-errors.js';
import { toolkitOn } from '../app/lib/toolkit/toolkit-cookie.js';
import { toolkitPolicy } from '../app/lib/toolkit/toolkit.server.js';
import { previewEnvironments } from '../app/lib/preview/vse.js';
import { contentHubName } from '../app/lib/staff/content-hub.server.js';
import { previewOfRequest, withPreview } from './preview-environment.js';
import { clientErrorReports } from './client-errors.js';
import { connectCommerce, toApiRequest } from './commerce.js';
import { isEngineOrAssetPath } from './engine-paths.js';
import { featureFlagsFromEnv } from './feature-flags.js';
import { metricsFromEnv } from './metrics-from-env.js';
import { pageCache, pageCacheFromEnv } from './page-cache.js';
import { atPublicOrigin, publicOriginFromEnv } from './public-origin.js';
import { requestLogging } from './request-logging.js';
import { canonicalRedirects } from './redirects.js';
import { sameOriginWrites } from './same-origin.js';
import { CSP_REPORT_PATH, cspReports, securityHeaders } from './security-headers.js';
import { shopperSessionCookie, type ShopperSession } from './shopper-session.js';
import { webIdCookie } from './web-id.js';

export type StorefrontServerOptions = {
  /** The React Router build; `virtual:react-router/server-build` in production, loaded by Vite in dev. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  /** Built client assets to serve (production only; Vite serves them in dev). */
  clientDir?: string;
  env?: NodeJS.ProcessEnv;
  logger?: Logger;
};

/** One app: pages, /api, images and static assets. */
export async function createStorefrontServer(options: StorefrontServerOptions) {
  const env = options.env ?? process.env;
  // Read first: a mistyped flag stops the server before the database is opened.
  const features = featureFlagsFromEnv(env);
  // A mistyped STOREFRONT_TOOLKIT or PREVIEW_ENVIRONMENTS stops the start with the reason, not every page later.
  toolkitPolicy(env);
  const environments = previewEnvironments(env.PREVIEW_ENVIRONMENTS);
  // A mistyped CONTENT_HUB_NAME too (the visualisation pages' hub).
  contentHubName(env);
  // A mistyped VISITOR_COUNTRY_HEADER too (the trusted CDN header naming the visitor's country).
  const countryHeader = visitorCountryHeader(env);
  const origin = publicOriginFromEnv(env);
  // The identity providers' sign-in pages are where the social buttons' form leads.
  const formTargets = socialIssuerOrigins(env);
  const cacheOptions = options.mode === 'production' ? pageCacheFromEnv(env) : undefined;
  const logger = options.logger ?? createLogger({ json: options.mode === 'production' });
  const commerce = await connectCommerce(env, logger);
  const handleRequest = createRequestHandler(options.build, options.mode);
  // The engine in this process hears every instance's content writes: the visualisation's live
  // updates follow them. With an engine elsewhere, nothing is heard here (the visualisation polls).
  const contentChanges = commerce.api
    ? (listener: () => void) =>
        onChange((change) => {
          if (change === 'content' || change === 'everything') listener();
        })
    : undefined;

  const app = new Hono<{
    Variables: { webId?: string; shopperSession?: ShopperSession; requestId?: string; cspNonce?: string };
  }>();
  app.use('*', requestLogging(logger));
  // Route patterns for /metrics and the traces' span names, when either is on (decision 042).
  const observe = await metricsFromEnv(env, commerce, options.build, [CSP_REPORT_PATH, CLIENT_ERRORS_PATH]);
  if (observe.middleware) app.use('*', observe.middleware);
  app.use('*', securityHeaders({ mode: options.mode, formTargets }));
  app.post(CSP_REPORT_PATH, cspReports(logger));
  app.use('*', canonicalRedirects());
  app.use('*', sameOriginWrites());
  // The browser's error reports: no session or database needed (decision 042).
  app.post(CLIENT_ERRORS_PATH, clientErrorReports(logger));
  app.use('*', webIdCookie());
  app.use(
    '*',
    shopperSessionCookie(() => commerce.client, logger),
  );
  // Pages, JSON and assets travel compressed; images are already compact or are compressed by format.
  app.use('*', compress());
  // Listing pages for visitors without a session: one render serves them all for a minute (decision 029).
  if (cacheOptions) {
    const cache = pageCache(cacheOptions);
    // A change made through any instance drops every instance's stored pages (decision 041).
    onChange((change) => {
      // A queued e-mail or one session's shopper context changes no shared page.
      if (change !== 'mail' && change !== 'shopper-context') cache.clear();
    });
    app.use('*', cache);
  }
  if (commerce.api) {
    const api = commerce.api;
    // The shopper's IP reaches the engine (rate limits) only as the edge decided it, never as sent.
    app.all('/api/*', (c) => {
      return api.fetch(withClientIp(toApiRequest(c.req.raw), clientIpAtEdge(c)));
    });
    app.all('/api', (c) => c.redirect('/api/docs'));
    // Resized rasters are cached beside the embedded database, under the same DATA_DIR.
    const imageCacheDir = path.join(path.resolve(env.DATA_DIR ?? '.data'), 'image-cache');
    app.route('/i', imageRoutes({ cacheDir: imageCacheDir, logger }));
  } else if (commerce.remoteOrigin) {
    const origin = commerce.remoteOrigin;
    const proxy = (request: Request) => {
      const url = new URL(request.url);
      return fetch(new Request(origin + url.pathname + url.search, request));
    };
    app.all('/api/*', (c) => proxy(c.req.raw));
    app.all('/i/*', (c) => proxy(c.req.raw));
  }
  if (options.clientDir) {
    // Hashed file names: cache forever. Anything else public (favicon…) briefly.
    app.use(
      '/assets/*',
      serveStatic({
        root: options.clientDir,
        onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
      }),
    );
    // The service worker's script is checked for a new build on every visit (decision 052).
    app.use(
      '/sw.js',
      serveStatic({ root: options.clientDir, onFound: (_p, c) => c.header('cache-control', 'no-cache') }),
    );
    app.use(
      '*',
      serveStatic({ root: options.clientDir, onFound: (_p, c) => c.header('cache-control', 'public, max-age=3600') }),
    );
  }
  // What the engine, the images or the static files left unanswered under their paths is missing,
  // and cheaply so: never a page (those paths skip the shopper's session).
  app.all('*', (c, next) => (isEngineOrAssetPath(c.req.path) ? c.notFound() : next()));
  app.all('*', async (c) => {
    // The content preview environment (vse): its cookies, and the moment and environment loaders preview.
    const vse = previewOfRequest(c.req.raw, environments);
    const page = await handleRequest(c.req.raw, {
      commerce: commerce.client,
      searchEngine: commerce.searchEngine,
      features,
      logger,
      clientAddress: clientIpAtEdge(c),
      visitorCountry: () => visitorCountry(c.req.raw.headers, clientIpAtEdge(c), countryHeader),
      webId: c.get('webId'),
      cspNonce: c.get('cspNonce'),
      shopper: c.get('shopperSession')!,
      preview: { ...(vse.preview ? { current: vse.preview } : {}), environments, authorPreview: vse.authorPreview },
      ...(contentChanges ? { contentChanges } : {}),
    });
    const response = withPreview(page, vse, c.req.raw);
    // With the Storefront Toolkit on, a page shows that tab's context: no cache may keep it.
    if (!toolkitOn(c.req.raw)) return response;
    const headers = new Headers(response.headers);
    headers.set('cache-control', 'private, no-store');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  // Behind a proxy the request is first given the shop's public scheme and host (PUBLIC_ORIGIN).
  const fetch = (request: Request) => app.fetch(atPublicOrigin(request, origin));
  return { app, fetch, logger, metrics: observe.metrics, close: () => commerce.close() };
}

export { default as reactRouterBuild } from './production-build.js';
