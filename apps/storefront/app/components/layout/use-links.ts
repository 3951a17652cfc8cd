import type { Category, ProductSummary } from '@ridgeline/sdk';
import { APP_CONFIG } from '@ridgeline/config';
import { useCallback } from 'react';
import { useSiteContext } from '~/lib/site/site';
import { categoryUrl, productSlugUrl } from '~/lib/urls';

/** Links to catalogue pages in the current site and locale. */
export function useCatalogLinks() {
  const { site, locale } = useSiteContext();
  const category = useCallback(
    (c: Pick<Category, 'id' | 'c_slugUrl' | 'c_alternativeUrl' | 'c_pageURL'>) =>
      categoryUrl(APP_CONFIG, c, { site, locale }),
    [site, locale],
  );
  const product = useCallback(
    (p: Pick<ProductSummary, 'productId' | 'slugUrl'>) =>
      productSlugUrl(APP_CONFIG, { productId: p.productId, slugUrl: p.slugUrl }, { site, locale }),
    [site, locale],
  );
  return { category, product };
}
