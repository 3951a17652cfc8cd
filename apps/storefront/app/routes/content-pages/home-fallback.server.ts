import type { AppLoadContext } from 'react-router';
import { shopperLocale } from '~/lib/http/loader-helpers.server';
import { homeRecommendations } from '~/lib/personalisation/recommendations.server';
import { HOME_SHOP_CATEGORY } from './home-fallback';

/** The fallback home shows 10 products of its shop category (spec 2 §9). */
const HOME_PRODUCT_COUNT = 10;

/**
 * What home shows when the content service has no home page or cannot answer: the category tiles,
 * the newest arrivals and recommendations (the shop's home before content pages). Arrivals and
 * recommendations stream in after the page; a failure leaves them out.
 */
export async function loadHomeFallback(request: Request, context: AppLoadContext) {
  const { query } = shopperLocale(request);
  const arrivals = context.commerce
    .listProducts({ ...query, categoryId: HOME_SHOP_CATEGORY, limit: HOME_PRODUCT_COUNT })
    .then((list) => list.hits)
    .catch((error: unknown) => {
      context.logger.error({ msg: 'Home: new arrivals failed to load', error: String(error) });
      return [];
    });
  const root = await context.commerce.getCategory('root', { locale: query.locale, levels: 1 });
  return { categories: root.categories ?? [], arrivals, recommended: homeRecommendations(request, context, query) };
}

export type HomeFallbackData = Awaited<ReturnType<typeof loadHomeFallback>>;
