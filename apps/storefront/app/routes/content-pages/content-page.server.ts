import { APP_CONFIG } from '@ridgeline/config';
import type { AppLoadContext } from 'react-router';
import { contentKeyForPath } from '~/lib/content/hybrid-routing';
import { loadPageContent, pageLoaderData } from '~/lib/content/page-content.server';
import { localizedRedirect, shopperLocale, unlessMissing } from '~/lib/http/loader-helpers.server';
import { publicOrigin } from '~/lib/http/origin.server';
import { unavailablePage } from '~/lib/http/unavailable';
import { removeSiteLocaleFromPath } from '~/lib/urls';
import { pageUrl } from '~/lib/http/page-url';

/** Products of an article's first category under it: one row on a large screen. */
const ARTICLE_PRODUCT_COUNT = 4;

/** An article or service page of the engine (spec 2's content assets), with its category's products streamed. */
async function loadArticle(request: Request, context: AppLoadContext, id: string) {
  const { query } = shopperLocale(request);
  const content = await unlessMissing(context.commerce.getContentAsset(id, { locale: query.locale }));
  if (!content) return undefined;
  const shop = content.categories[0];
  const products = shop
    ? context.commerce
        .listProducts({ ...query, categoryId: shop.id, limit: ARTICLE_PRODUCT_COUNT })
        .then((list) => list.hits)
        .catch((error: unknown) => {
          context.logger.error({ msg: 'Content page: products failed to load', error: String(error) });
          return [];
        })
    : undefined;
  return { content, products };
}

/**
 * A content page (`/t/{slug}`, `/t/{slug}/*`, `/pfg/*`, `/disney/*`, `/omni-max/*`; decision 046):
 * the content item whose delivery key is the path without its locale (`t/trail-guide`); failing
 * that, at `/t/{id}`, the engine's article or service page of that id (the pages of before keep
 * working; an author's page of the same name wins). Neither: the locale's fallback route, its home
 * (spec 3 §2.3), once the fetch has finished. The content service down and no article: 503.
 */
export async function loadContentRoute(request: Request, context: AppLoadContext, articleId: string | undefined) {
  const path = removeSiteLocaleFromPath(APP_CONFIG, pageUrl(request).pathname);
  const key = contentKeyForPath(path);
  const answer = key ? await loadPageContent(request, context, key) : undefined;
  if (answer?.outcome === 'found') {
    return {
      loaded: {
        kind: 'content' as const,
        ...pageLoaderData(answer.page, publicOrigin(request)),
        groups: answer.groups,
      },
      headers: answer.headers,
    };
  }
  const article = articleId ? await loadArticle(request, context, articleId) : undefined;
  if (article) return { loaded: { kind: 'article' as const, ...article }, headers: answer?.headers ?? new Headers() };
  if (answer?.outcome === 'failed') throw unavailablePage();
  throw localizedRedirect(request, '/');
}
