import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import type { PaymentProvider } from '../modules/payment/index.js';
import type { SocialConfig } from '../modules/social/index.js';
import type { WeatherProvider } from '../modules/targeting/index.js';

/**
 * What the app is assembled with. `payment` defaults to `createPaymentProvider({ db, logger })`
 * (PAYMENT_PROVIDER, the test provider when unset); a server that also runs order recovery passes
 * the same provider to both. `social` (Apple and Google sign-in) defaults to `socialConfigFromEnv()`,
 * `adminToken` to `adminTokenFromEnv()`, `contentToken` to `contentTokenFromEnv()`.
 */
export type AppDeps = {
  db: Database;
  logger: Logger;
  payment?: PaymentProvider;
  social?: SocialConfig;
  /** The operator's token for `/admin/…` (ADMIN_API_TOKEN); without one those endpoints answer 404. */
  adminToken?: string;
  /** The content team's token for `/cms/manage/…` (CONTENT_API_TOKEN); without one those endpoints answer 404. */
  contentToken?: string;
  /** The decision service's weather: `weatherProviderFromEnv()` by default (WEATHER_API_URL, else the offline estimate). */
  weather?: WeatherProvider;
};
/** What every route handler can reach: injected once when the app is assembled. */
export type ResolvedDeps = {
  db: Database;
  logger: Logger;
  payment: PaymentProvider;
  social: SocialConfig;
  weather: WeatherProvider;
};
export type AppEnv = { Variables: { deps: ResolvedDeps } };
export type Router = OpenAPIHono<AppEnv>;
