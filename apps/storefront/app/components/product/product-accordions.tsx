import { DEFAULT_EXPANDED_ACCORDIONS, PRODUCT_ACCORDIONS } from '@ridgeline/config';
import { imageUrl, TILE_IMAGE } from '~/lib/images/image-url';
import type { Product, ProductSummary } from '@ridgeline/sdk';
import { APP_CONFIG } from '@ridgeline/config';
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Await, Link } from 'react-router';
import { useCatalogLinks } from '../layout/use-links';
import { Price } from './price';

/** The product page's sections in the spec's order (spec 2 §2). */
export const ACCORDION_ORDER = PRODUCT_ACCORDIONS;
/** Open on arrival: the sections the spec's product-detail settings expand by default (spec 3 §3.8). */
export const DEFAULT_EXPANDED = new Set<string>(DEFAULT_EXPANDED_ACCORDIONS);

function GearUp({ related }: { related: Promise<ProductSummary[]> }) {
  const links = useCatalogLinks();
  return (
    <Suspense fallback={<p className="text-sm text-neutral-600">…</p>}>
      {/* Left out on failure; not errorElement={null}, which rethrows to the page's error boundary. */}
      <Await resolve={related} errorElement={<></>}>
        {(products) => (
          <ul className="grid grid-cols-2 gap-3">
            {products.map((p) => (
              <li key={p.productId}>
                <Link to={links.product(p)} className="flex items-center gap-2 hover:underline">
                  {p.image ? (
                    <img
                      src={imageUrl(p.image.link, { width: 200, ...TILE_IMAGE })}
                      alt=""
                      width={56}
                      height={59}
                      loading="lazy"
                      className="rounded bg-neutral-100"
                    />
                  ) : null}
                  <span className="text-sm">
                    {p.productName}
                    <Price price={p.price} priceMax={p.priceMax} listPrice={p.listPrice} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Await>
    </Suspense>
  );
}

/** A section of one line per item (features, fabric); none when the product has no lines. */
function linesSection(title: string, lines: string[], className: string) {
  if (lines.length === 0) return null;
  const body = (
    // role="list": a list styled without bullets keeps its list semantics in Safari.
    <ul role="list" className={className}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
  return { title, body };
}

export function ProductAccordions({
  product,
  related,
  expanded,
  hidden,
}: {
  product: Product;
  related: Promise<ProductSummary[]>;
  /** Open on arrival (the product-detail configuration's defaultExpandAccordions); DEFAULT_EXPANDED when absent. */
  expanded?: readonly string[];
  /** Switched off by the product-detail configuration's flags. */
  hidden?: readonly string[];
}) {
  const intl = useIntl();
  const open = expanded ? new Set(expanded) : DEFAULT_EXPANDED;
  const sections: Record<(typeof ACCORDION_ORDER)[number], { title: string; body: ReactNode } | null> = {
    features: linesSection(
      intl.formatMessage({ id: 'product.features', defaultMessage: 'Features' }),
      product.features,
      'list-disc space-y-1 pl-5',
    ),
    product_details: {
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
    fabric: linesSection(
      intl.formatMessage({ id: 'product.fabric', defaultMessage: 'Fabric' }),
      product.fabric,
      'space-y-1',
    ),
    shipping_and_returns: {
      title: intl.formatMessage({ id: 'product.shipping_returns', defaultMessage: 'Shipping & Returns' }),
      body: (
        <p>
          <FormattedMessage
            id="product.shipping_returns.body"
            defaultMessage="Members get free standard shipping on every order. Unworn items can be returned within 60 days for a full refund."
          />
        </p>
      ),
    },
    gear_up_for_adventure: {
      title: intl.formatMessage({ id: 'product.gear_up', defaultMessage: 'Gear Up for Adventure' }),
      body: <GearUp related={related} />,
    },
    reviews: {
      title: intl.formatMessage(
        { id: 'product.reviews', defaultMessage: 'Reviews ({count})' },
        { count: product.c_bvReviewCount },
      ),
      body:
        product.c_bvAverageRating !== null && product.c_bvReviewCount > 0 ? (
          <p>
            <FormattedMessage
              id="product.rating"
              defaultMessage="Rated {rating} out of 5 ({count, plural, one {# review} other {# reviews}})"
              values={{
                rating: intl.formatNumber(Math.round(product.c_bvAverageRating * 10) / 10),
                count: product.c_bvReviewCount,
              }}
            />
          </p>
        ) : (
          <p>
            <FormattedMessage id="product.no_reviews" defaultMessage="No reviews yet." />
          </p>
        ),
    },
    questions: {
      title: intl.formatMessage({ id: 'product.questions', defaultMessage: 'Questions & Answers' }),
      body: (
        <p>
          <FormattedMessage
            id="product.questions.body"
            defaultMessage="Have a question about this product? Write to us at {email}."
            values={{
              email: (
                <a className="underline" href={`mailto:${APP_CONFIG.supportEmail}`}>
                  {APP_CONFIG.supportEmail}
                </a>
              ),
            }}
          />
        </p>
      ),
    },
  };
  return (
    <div className="divide-y divide-neutral-200 border-y border-neutral-200">
      {ACCORDION_ORDER.map((id) => {
        const section = sections[id];
        if (!section || hidden?.includes(id)) return null;
        return (
          <details key={id} open={open.has(id)} data-accordion={id} className="py-3">
            <summary className="cursor-pointer font-semibold">{section.title}</summary>
            <div className="mt-3 text-neutral-800">{section.body}</div>
          </details>
        );
      })}
    </div>
  );
}
