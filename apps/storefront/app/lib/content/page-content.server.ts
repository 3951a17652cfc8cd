import { CommerceApiError, contentOf, type DeliveredItem } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { shopperLocale } from '../http/loader-helpers.server';
import { contentHeadLinks, readContentSeo } from '../seo/content-seo';
import { recsClientIdFromEnv } from '../personalisation/recommendations.server';
import { requestCustomerGroups, type RequestGroups } from '../personalisation/request-groups.server';
import { requestToolkitContext } from '../toolkit/toolkit.server';
import { loadBlockProducts, type BlockProductPromises } from './block-products.server';
import { fetchContentFor } from '../preview/preview-link.server';

/** A delivered page (home, content page, category landing) with what its blocks need. */
export type PageContent = {
  item: DeliveredItem;
  /** Per product block deliveryId, its products (streamed). */
  products: BlockProductPromises;
  /** What recommendation blocks send their view and click events with (spec 3 §7). */
  recommendationEvents: { siteId: string; clientId: string };
};

/** The shopper's groups as the page shows them (session storage mirrors them: spec 3 §3.11). */
export type PageGroups = Pick<RequestGroups, 'customerId' | 'customerGroups'>;

export type PageContentAnswer =
  | { outcome: 'found'; page: PageContent; groups: PageGroups; headers: Headers }
  /** Not found, or the not-found type (spec 3 §2.3: "treated as no content"). */
  | { outcome: 'missing'; groups: PageGroups; headers: Headers }
  | { outcome: 'failed'; groups: PageGroups; headers: Headers };

/** A content page its author switched off (`active: false`; absent means active). */
export const isInactivePage = (item: DeliveredItem) => item._meta.schema === 'content-page' && item.active === false;

/** The request's groups cookie, if it changed, travels on the loader's answer. */
function cookieHeaders(groups: RequestGroups): Headers {
  const headers = new Headers();
  for (const cookie of groups.setCookie) headers.append('set-cookie', cookie);
  return headers;
}

/**
 * One page's content item by delivery key, for the shopper's customer groups (decision 045: the
 * personalised slots come back already chosen, so the first HTML is the shopper's own), with the
 * products of its product blocks started. A key the engine refuses as malformed is "missing", as is
 * the not-found type; anything else that fails is logged and "failed" (the caller decides: home
 * falls back, the catch-all refreshes).
 */
export async function loadPageContent(
  request: Request,
  context: AppLoadContext,
  deliveryKey: string,
  { withProducts = true }: { withProducts?: boolean } = {},
): Promise<PageContentAnswer> {
  const { site, query } = shopperLocale(request);
  const [requestGroups, toolkit] = await Promise.all([
    requestCustomerGroups(request, context),
    requestToolkitContext(request, context),
  ]);
  const groups = { customerId: requestGroups.customerId, customerGroups: requestGroups.customerGroups };
  const headers = cookieHeaders(requestGroups);
  const previewMoment = context.preview?.current?.timestamp ?? toolkit?.effectiveDateTime;
  try {
    // Staff and shared preview links see the staging environment while previewing (issue 24).
    const [answer] = await fetchContentFor(request, context, [{ key: deliveryKey }], {
      locale: query.locale,
      depth: 'all',
      format: 'inlined',
      customerGroups: requestGroups.customerGroups,
      // The moment previewed (vse-timestamp, spec 3 §4.2) or the toolkit's effective moment (§4.3)
      // decides which editions are live.
      ...(previewMoment ? { effectiveDateTime: previewMoment } : {}),
    });
    const item = contentOf(answer);
    // A content page switched off (`active: false`, spec 3 §7) is no content, as the not-found type.
    if (!item || isInactivePage(item)) return { outcome: 'missing', groups, headers };
    const products = withProducts ? loadBlockProducts(request, context, query, item) : {};
    const recommendationEvents = { siteId: site.id, clientId: recsClientIdFromEnv() };
    return { outcome: 'found', page: { item, products, recommendationEvents }, groups, headers };
  } catch (error) {
    if (error instanceof CommerceApiError && (error.isNotFound || error.status === 400)) {
      return { outcome: 'missing', groups, headers };
    }
    context.logger.error({ msg: 'Content fetch failed', deliveryKey, error: String(error) });
    return { outcome: 'failed', groups, headers };
  }
}

/**
 * An item that needs no personalisation or products (the footer, the product-detail
 * configuration), or undefined when there is none or it failed (logged): the caller has a default.
 */
export async function loadPlainContent(
  request: Request,
  context: AppLoadContext,
  deliveryKey: string,
  locale: string,
): Promise<DeliveredItem | undefined> {
  try {
    // Staff and shared preview links see the staging environment while previewing (issue 24).
    const [answer] = await fetchContentFor(request, context, [{ key: deliveryKey }], {
      locale,
      depth: 'all',
      format: 'inlined',
    });
    return contentOf(answer);
  } catch (error) {
    if (!(error instanceof CommerceApiError && error.status < 500)) {
      context.logger.error({ msg: 'Content fetch failed', deliveryKey, error: String(error) });
    }
    return undefined;
  }
}

/** A found page as loader data: the item, its block products, and its SEO for `meta` and <HeadLinks>. */
export function pageLoaderData(page: PageContent, origin: string) {
  const seo = readContentSeo(page.item);
  return { ...page, seo, headLinks: contentHeadLinks(seo, origin) };
}
