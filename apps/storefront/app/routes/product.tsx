import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useCatalogLinks } from '~/components/layout/use-links';
import { Breadcrumbs } from '~/components/listing/breadcrumbs';
import { availabilityMessage } from '~/components/product/availability';
import { Badges } from '~/components/product/badges';
import { defaultColour } from '~/components/product/default-colour';
import { Gallery } from '~/components/product/gallery';
import { Price } from '~/components/product/price';
import { ProductGrid } from '~/components/product/product-tile';
import { Swatches } from '~/components/product/swatches';
import { selectedVariant, selectionFromSearch } from '~/components/product/variant-selection';
import { orNotFound, shopperLocale } from '~/lib/loader-helpers.server';
import { pageTitle } from '~/lib/meta';
import { publicOrigin } from '~/lib/origin.server';
import { breadcrumbList, JsonLd } from '~/components/seo/json-ld';
import { productJsonLd } from '~/components/seo/product-json-ld';
import { parseProductSlug } from '~/lib/urls';
import type { Route } from './+types/product';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { query } = shopperLocale(request);
  let product;
  if (params.productId) {
    product = await orNotFound(context.commerce.getProduct(params.productId, query));
  } else {
    const parsed = parseProductSlug(params.slug!);
    product = await orNotFound(
      parsed.slug !== undefined
        ? context.commerce.getProductBySlug(parsed.slug, query)
        : context.commerce.getProduct(parsed.productId, query),
    );
  }
  const category = await context.commerce
    .getCategory(product.primaryCategoryId, { locale: query.locale, levels: 0 })
    .catch(() => undefined);
  return {
    product,
    trail: category?.parentCategoryTree.filter((c) => c.id !== 'root') ?? [],
    origin: publicOrigin(request),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.product.pageTitle ?? data?.product.name) },
  { name: 'description', content: data?.product.pageDescription ?? data?.product.shortDescription ?? '' },
];

/** The accordions in spec order; these three start open (spec 3 §3.8 defaultExpandAccordions). */
const EXPANDED = new Set(['features', 'product_details', 'gear_up_for_adventure']);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, trail, origin } = loaderData;
  const intl = useIntl();
  const links = useCatalogLinks();
  const location = useLocation();
  // Without a colour in the URL the page starts on the tile's default colour.
  const selection = {
    color: defaultColour(product),
    ...selectionFromSearch(product, new URLSearchParams(location.search)),
  };
  const variant = selectedVariant(product, selection);
  const message = availabilityMessage(
    product,
    variant?.productId,
    variant ? variant.orderable : product.inventory.orderable,
  );
  const children = product.setProducts ?? product.bundledProducts ?? [];
  const sections = [
    {
      id: 'features',
      title: intl.formatMessage({ id: 'product.features', defaultMessage: 'Features' }),
      body: product.features.length ? (
        <ul className="list-disc space-y-1 pl-5">
          {product.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : null,
    },
    {
      id: 'product_details',
      title: intl.formatMessage({ id: 'product.details', defaultMessage: 'Product Details' }),
      body: (
        <>
          {product.longDescription ? <p>{product.longDescription}</p> : null}
          <p className="mt-2 text-sm text-neutral-700">
            <FormattedMessage
              id="product.style"
              defaultMessage="Style {style}"
              values={{ style: product.c_styleNumber }}
            />
          </p>
        </>
      ),
    },
  ].filter((s) => s.body);
  return (
    <div className="mx-auto max-w-[97.5rem] px-4 py-6">
      <JsonLd data={productJsonLd(product, origin, location.pathname)} />
      <JsonLd
        data={breadcrumbList(origin, [
          ...trail.map((c) => ({ name: c.name, path: links.category({ id: c.id }) })),
          { name: product.name, path: location.pathname },
        ])}
      />
      <Breadcrumbs
        items={[...trail.map((c) => ({ label: c.name, href: links.category({ id: c.id }) })), { label: product.name }]}
      />
      <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <Gallery groups={product.imageGroups} colour={selection.color} />
        <div className="flex flex-col gap-5">
          <Badges isNew={product.c_isNew} isSale={product.c_isSale} />
          <h1 className="text-3xl font-bold">{product.name}</h1>
          <Price
            size="lg"
            price={variant?.price ?? product.price}
            priceMax={variant ? undefined : product.priceMax}
            listPrice={variant?.listPrice ?? product.priceRanges.find((r) => r.pricebook.endsWith('-list'))?.minPrice}
          />
          {product.c_bvAverageRating !== null && product.c_bvReviewCount > 0 ? (
            <p className="text-sm text-neutral-700">
              <FormattedMessage
                id="product.rating"
                defaultMessage="Rated {rating} out of 5 ({count, plural, one {# review} other {# reviews}})"
                values={{
                  rating: intl.formatNumber(Math.round(product.c_bvAverageRating * 10) / 10),
                  count: product.c_bvReviewCount,
                }}
              />
            </p>
          ) : null}
          {product.shortDescription ? <p className="text-neutral-800">{product.shortDescription}</p> : null}
          <Swatches product={product} selection={selection} />
          {message ? (
            <p role="status" className="font-semibold text-sale">
              {message.kind === 'out-of-stock' ? (
                <FormattedMessage id="product.out_of_stock" defaultMessage="Out of stock" />
              ) : (
                <FormattedMessage
                  id="product.low_stock"
                  defaultMessage="Only {stockLevel} left!"
                  values={{ stockLevel: message.stockLevel }}
                />
              )}
            </p>
          ) : null}
          <div className="divide-y divide-neutral-200 border-y border-neutral-200">
            {sections.map((section) => (
              <details key={section.id} open={EXPANDED.has(section.id)} className="group py-3">
                <summary className="cursor-pointer list-none font-semibold">{section.title}</summary>
                <div className="mt-3 text-neutral-800">{section.body}</div>
              </details>
            ))}
          </div>
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
    </div>
  );
}
