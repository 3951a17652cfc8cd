import { APP_CONFIG } from '@ridgeline/config';
import { redirect, type AppLoadContext } from 'react-router';
import { currentCustomer } from './auth.server';
import { shopperLocale } from '../http/loader-helpers.server';
import { buildPathWithUrlConfig, safeRedirectTarget } from '../urls';
import { pageUrl } from '../http/page-url';

/** Where to go after signing in: the same-origin `returnUrl` when given, else the account. */
export function returnTarget(request: Request): string {
  const { site, locale } = shopperLocale(request);
  const account = buildPathWithUrlConfig(APP_CONFIG, '/account', { site, locale });
  return safeRedirectTarget(pageUrl(request).searchParams.get('returnUrl'), account);
}

/** The sign-in pages: a customer already signed in goes straight on. */
export async function signInPageLoader(request: Request, context: AppLoadContext) {
  const returnTo = returnTarget(request);
  if (await currentCustomer(context)) throw redirect(returnTo);
  return { returnTo };
}

/** The account pages need a customer; anyone else signs in first and comes back. */
export async function requireCustomer(request: Request, context: AppLoadContext) {
  const customer = await currentCustomer(context);
  if (customer) return customer;
  const { site, locale } = shopperLocale(request);
  const url = pageUrl(request);
  const login = buildPathWithUrlConfig(APP_CONFIG, '/login', { site, locale });
  throw redirect(`${login}?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
}
