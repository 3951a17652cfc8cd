import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useCatalogLinks } from '~/components/layout/use-links';
import { Breadcrumbs } from '~/components/listing/breadcrumbs';
import { defaultColour } from '~/components/product/default-colour';
import { Gallery } from '~/components/product/gallery';
import { ProductAccordions } from '~/components/product/product-accordions';
import { ProductInfo } from '~/components/product/product-info';
import { ProductGrid } from '~/components/product/product-tile';
import { selectedVariant, selectionFromSearch } from '~/components/product/variant-selection';
import { StructuredData } from '~/components/seo/structured-data';
import { addToBag } from '~/lib/bag/add-to-bag.server';
import { isNoSuchResource, orNotFound, shopperLocale } from '~/lib/http/loader-helpers.server';
import { pageTitle } from '~/lib/seo/meta';
import { productStructuredData } from '~/lib/seo/structured-data.server';
import { parseProductSlug } from '~/lib/urls';
import { productRecommendations, recsClientIdFromEnv } from '~/lib/personalisation/recommendations.server';
import { ProductRecommendations } from '~/components/carousel/product-recommendations';
import { useSiteContext } from '~/lib/site/site';
import { pushDataLayer } from '~/lib/personalisation/data-layer';
import { viewItemEvent } from '~/lib/personalisation/ecommerce-events';
import type { Route } from './+types/product';
import {
  accordionSettings,
  PDP_CONFIGURATION_KEY,
  PDP_TEXT_KEY,
  readPdpConfiguration,
} from '~/lib/content/pdp-configuration';
import { ProductText } from '~/components/product/product-text';
import { loadPlainContent } from '~/lib/content/page-content.server';
import { previewMomentOf } from '~/lib/preview/preview-moment.server';
import { lastViewedOf, rememberLastViewed } from '~/lib/targeting/last-viewed';
import { readForm } from '~/lib/http/read-form.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { query } = shopperLocale(request);
  // Spec 3 §3.8: which product-page features are on and which sections open; defaults without it.
  const configuration = loadPlainContent(request, context, PDP_CONFIGURATION_KEY, query.locale).then(
    readPdpConfiguration,
  );
  const text = loadPlainContent(request, context, PDP_TEXT_KEY, query.locale);
  // Previewing a moment, or the toolkit's context: that moment's and source code's prices and callouts.
  const productQuery = { ...query, ...(await previewMomentOf(request, context)) };
  let product;
  if (params.productId) {
    // /product/{productId} or /product/{slug} (spec 2 §2): an id first, then a slug by that name.
    const idOrSlug = params.productId;
    product = await orNotFound(
      context.commerce
        .getProduct(idOrSlug, productQuery)
        .catch((error: unknown) =>
          isNoSuchResource(error) ? context.commerce.getProductBySlug(idOrSlug, productQuery) : Promise.reject(error),
        ),
    );
  } else {
    const parsed = parseProductSlug(params.slug!);
    product = await orNotFound(
      parsed.slug !== undefined
        ? context.commerce.getProductBySlug(parsed.slug, productQuery)
        : context.commerce.getProduct(parsed.productId, productQuery),
    );
  }
  const [category, pdpConfiguration, pdpText] = await Promise.all([
    context.commerce.getCategory(product.primaryCategoryId, { locale: query.locale, levels: 0 }).catch(() => undefined),
    configuration,
    text,
  ]);
  // Deferred: the page renders without waiting for the cross-sell list.
  const related = context.commerce
    .listProducts({ ...query, categoryId: product.primaryCategoryId, limit: 5 })
    .then((list) => list.hits.filter((hit) => hit.productId !== product.id).slice(0, 4))
    .catch(() => []);
  const recs = productRecommendations(request, context, product.id, query);
  const trail = category?.parentCategoryTree.filter((c) => c.id !== 'root') ?? [];
  return {
    product,
    related,
    recs,
    recsClientId: recsClientIdFromEnv(),
    trail,
    structuredData: productStructuredData(request, product, trail),
    pdpConfiguration,
    pdpText: pdpText?._meta.schema === 'product-detail-text' ? pdpText : null,
  };
}

/** Add to Bag (the page's form): the shopper's basket call, answered for the dialog. */
export async function action({ request, context }: Route.ActionArgs) {
  return addToBag(request, context, await readForm(request));
}

/** Adding to the bag changes the header's count, not the product: the page's own data is not reloaded. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'add-to-bag' ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.product.pageTitle ?? data?.product.name) },
  { name: 'description', content: data?.product.pageDescription ?? data?.product.shortDescription ?? '' },
];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, recs, recsClientId, trail, structuredData, pdpConfiguration, pdpText } = loaderData;
  const { site } = useSiteContext();
  const links = useCatalogLinks();
  const location = useLocation();
  // Without a colour in the URL the page starts on the tile's default colour.
  const selection = {
    color: defaultColour(product),
    ...selectionFromSearch(product, new URLSearchParams(location.search)),
  };
  const variant = selectedVariant(product, selection);
  const children = product.setProducts ?? product.bundledProducts ?? [];
  const crumbs = trail.map((c) => ({ name: c.name, path: links.category({ id: c.id }) }));
  // The data layer's view_item, once per product shown (decision 053).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per product, not per revalidation
  useEffect(() => pushDataLayer(viewItemEvent(product)), [product.id]);
  // The last product viewed, for the pick-up modal (spec 3 §3.13, §4.6).
  const href = `${location.pathname}${location.search}`;
  useEffect(() => {
    const viewed = lastViewedOf({ product }, href);
    if (viewed) rememberLastViewed(viewed);
  }, [product, href]);
  return (
    <div className="mx-auto max-w-[97.5rem] px-4 py-6">
      <StructuredData json={structuredData.product} />
      <StructuredData json={structuredData.breadcrumbs} />
      <Breadcrumbs items={[...crumbs.map((c) => ({ label: c.name, href: c.path })), { label: product.name }]} />
      <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <Gallery groups={product.imageGroups} colour={selection.color} />
        <div className="flex flex-col gap-6">
          <ProductInfo
            key={variant?.productId ?? product.id}
            product={product}
            selection={selection}
            variant={variant}
          />
          <ProductAccordions product={product} related={related} {...accordionSettings(pdpConfiguration)} />
          {pdpText ? <ProductText block={pdpText} /> : null}
        </div>
      </div>
      {children.length > 0 ? (
        <section className="mt-12" aria-labelledby="included-title">
          <h2 id="included-title" className="mb-6 text-2xl font-bold">
            {product.type === 'set' ? (
              <FormattedMessage id="product.set_items" defaultMessage="In this set" />
            ) : (
              <FormattedMessage id="product.bundle_items" defaultMessage="In this bundle" />
            )}
          </h2>
          <ProductGrid products={children.map((c) => c.product)} eagerCount={0} />
        </section>
      ) : null}
      <ProductRecommendations
        title={<FormattedMessage id="recs.pdp" defaultMessage="You May Also Like" />}
        recs={recs.alsoLike}
        siteId={site.id}
        clientId={recsClientId}
      />
      <ProductRecommendations
        title={<FormattedMessage id="recs.recently_viewed" defaultMessage="Recently Viewed" />}
        recs={recs.recentlyViewed}
        siteId={site.id}
        clientId={recsClientId}
      />
    </div>
  );
}
