import { APP_CONFIG } from '@ridgeline/config';
import type { AppLoadContext } from 'react-router';
import { data, redirect } from 'react-router';
import { shopperLocale, unlessMissing } from '../http/loader-helpers.server';
import { publicOrigin } from '../http/origin.server';
import { locationOf } from '../http/url-mapping.server';
import { getDefaultSite, getLocaleByReference, notFoundUrl, removeSiteLocaleFromPath } from '../urls';
import { decideContent, decideMapped, refreshStep, type MappingAnswer } from './hybrid-routing';
import { loadPageContent, pageLoaderData } from './page-content.server';
import { pageUrl } from '../http/page-url';

/**
 * A page route matched under `/:locale` whose segment is no locale (`/spring-sale/`): the locale
 * layout runs the catch-all for it, and the page itself answers nothing.
 */
export const underForeignSegment = (params: { locale?: string }) =>
  params.locale !== undefined && !getLocaleByReference(getDefaultSite(APP_CONFIG), params.locale);

const notFound = () => data(null, { status: 404 });

async function lookUp(request: Request, context: AppLoadContext, path: string): Promise<MappingAnswer> {
  try {
    const mapping = await unlessMissing(
      context.commerce.getUrlMapping({ urlSegment: path, locale: shopperLocale(request).query.locale }),
    );
    return mapping ? { kind: 'mapped', mapping } : { kind: 'unmapped' };
  } catch (error) {
    context.logger.error({ msg: 'URL mapping lookup failed', path, error: String(error) });
    return { kind: 'failed' };
  }
}

/**
 * The skeleton and refresh page's data (spec 1 §2): the first time, the page reloads itself with
 * r=1; after that reload, a redirect to page-not-found. 503: the answer is not the page, yet.
 */
function refreshPage(request: Request) {
  const url = pageUrl(request);
  const { locale } = shopperLocale(request);
  const step = refreshStep(url, notFoundUrl(APP_CONFIG, locale));
  if (step.kind === 'give-up') throw redirect(step.to, 302);
  return data(
    { kind: 'refresh' as const, to: step.to },
    { status: 503, headers: { 'retry-after': '5', 'cache-control': 'no-store' } },
  );
}

/**
 * The catch-all's hybrid routing (spec 1 §2; decisions 011 and 046): a path no page route claims
 * is looked up in the URL mapping (without its locale); a redirect or product goes where it lives;
 * a category or content asset with a content page keyed by this path renders it here when the path
 * ends in `/` (else 301 to the slash), and without one goes to its own page; a failure gets the
 * refresh page; nothing mapped is page-not-found with 404. Throws the redirects and the 404.
 */
export async function catchAllLoader(request: Request, context: AppLoadContext) {
  const url = pageUrl(request);
  const path = removeSiteLocaleFromPath(APP_CONFIG, url.pathname);
  const mapped = await lookUp(request, context, path);
  const first = decideMapped(mapped, path);
  if (first.kind === 'not-found') throw notFound();
  if (first.kind === 'refresh') return refreshPage(request);
  const toResource = async () => {
    if (mapped.kind !== 'mapped') throw notFound();
    const location = await locationOf(request, context.commerce, mapped.mapping).catch((error: unknown) => {
      context.logger.error({ msg: 'URL mapping: resource lookup failed', path, error: String(error) });
      return undefined;
    });
    if (!location) throw notFound();
    throw redirect(location.url, location.status);
  };
  if (first.kind === 'redirect-to-resource') return toResource();
  const answer = await loadPageContent(request, context, first.key);
  const second = decideContent(answer.outcome, url);
  if (second.kind === 'add-slash') throw redirect(second.location, 301);
  if (second.kind === 'redirect-to-resource') return toResource();
  if (second.kind === 'refresh' || answer.outcome !== 'found') return refreshPage(request);
  return data(
    { kind: 'content' as const, ...pageLoaderData(answer.page, publicOrigin(request)), groups: answer.groups },
    { headers: answer.headers },
  );
}

/**
 * The refresh page's answer headers (no caching, when to retry) for a page route's `headers`,
 * its parent's (the locale layout's, when it ran the catch-all) kept.
 */
export function catchAllHeaders({ loaderHeaders, parentHeaders }: { loaderHeaders: Headers; parentHeaders: Headers }) {
  const headers = new Headers(parentHeaders);
  for (const name of ['cache-control', 'retry-after']) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
