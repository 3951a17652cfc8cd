import type { TileProduct } from '~/lib/listing/tile-product';
import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ProductTile } from '../product/product-tile';
import { TileSkeleton } from '../product/tile-skeleton';
import { SLIDE_TRACK } from './track';

/** Spec 2 §2: items 70% wide on small screens, 40% on medium, a third on large. */
const ITEM = 'w-[70%] shrink-0 snap-start md:w-[40%] lg:w-1/3';
/** Arrows show on large screens only, and only when there are more products than fit (3). */
const ARROWS_FROM = 4;

/**
 * A horizontal row of product tiles (spec 2 §2 "Product scroller"): four skeleton tiles while
 * loading, nothing at all when there is nothing to show; swiped or scrolled, with arrows on
 * large screens that move by one view.
 */
export function ProductScroller({
  title,
  products,
  loading = false,
  eagerCount = 0,
}: {
  title: ReactNode;
  products: TileProduct[] | undefined;
  loading?: boolean;
  /** How many first tiles load their image at once (the largest paint of a page near its top). */
  eagerCount?: number;
}) {
  const intl = useIntl();
  const track = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const waiting = loading || !products;
  if (!waiting && products.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  };
  const arrow = (direction: 1 | -1, label: string, glyph: string) => (
    <button
      type="button"
      onClick={() => scroll(direction)}
      className="rounded-full border border-neutral-400 px-3 py-1 hover:bg-theme"
      aria-label={label}
    >
      {glyph}
    </button>
  );
  return (
    <section className="my-12" aria-labelledby={titleId} aria-busy={waiting || undefined}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={titleId} className="text-2xl font-bold">
          {title}
        </h2>
        {!waiting && products.length >= ARROWS_FROM ? (
          <div className="hidden gap-2 lg:flex">
            {arrow(
              -1,
              intl.formatMessage({ id: 'product_scroller.previous', defaultMessage: 'Previous products' }),
              '‹',
            )}
            {arrow(1, intl.formatMessage({ id: 'product_scroller.next', defaultMessage: 'Next products' }), '›')}
          </div>
        ) : null}
      </div>
      <ul ref={track} className={SLIDE_TRACK}>
        {waiting
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className={ITEM} aria-hidden="true">
                <TileSkeleton />
              </li>
            ))
          : products.map((product, index) => (
              <li key={product.productId} className={ITEM}>
                <ProductTile product={product} eager={index < eagerCount} />
              </li>
            ))}
      </ul>
    </section>
  );
}
