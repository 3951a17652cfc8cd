import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { techBadgeLabels } from '@ridgeline/config';
import { tileImages } from '~/lib/listing/tile-images';
import type { TileProduct } from '~/lib/listing/tile-product';
import { useSiteContext } from '~/lib/site/site';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import { useCatalogLinks } from '../layout/use-links';
import { Badges } from './badges';
import { defaultColour } from './default-colour';
import { Price } from './price';
import { TileCarousel } from './tile-carousel';
import { TileSwatches } from './tile-swatches';

/**
 * A product in a grid or carousel (spec 2 §2): image carousel, badges, wishlist heart, name,
 * price, colour swatches, and — on listing and search pages only — the compare checkbox.
 */
export function ProductTile({
  product,
  eager = false,
  compare,
  colour: initialColour,
  pending = false,
}: {
  product: TileProduct;
  eager?: boolean;
  /**
   * The compare checkbox, given the link the tile shows (its colour): listing and search pages
   * only (spec 2 §2), which pass it in so that other pages never load its code.
   */
  compare?: (href: string) => ReactNode;
  /** The colour to show first (a refined colour); otherwise the default-colour rule. */
  colour?: string;
  /** Price and badges are still coming (tiles fed by the search service, spec 2 §2): skeletons stand in. */
  pending?: boolean;
}) {
  const intl = useIntl();
  const { locale } = useSiteContext();
  const links = useCatalogLinks();
  const [colour, setColour] = useState(() => initialColour ?? defaultColour(product));
  const colours = product.variationAttributes.find((a) => a.id === 'color')?.values ?? [];
  const href = links.product(product) + (colour ? `?color=${encodeURIComponent(colour)}` : '');
  const tech = pending ? [] : techBadgeLabels(product.c_technologyGridBadge, locale.id);
  return (
    <article
      className="group flex flex-col gap-2"
      aria-labelledby={`tile-${product.productId}`}
      aria-busy={pending || undefined}
    >
      <div className="relative overflow-hidden rounded bg-neutral-100">
        <TileCarousel
          key={colour}
          images={tileImages(product.imageGroups, colour)}
          eager={eager}
          name={product.productName}
          href={href}
        />
        {pending ? null : (
          <div className="pointer-events-none absolute left-2 top-2">
            <Badges
              isNew={product.c_isNew}
              isSale={product.c_isSale}
              memberExclusive={Boolean(product.memberExclusive)}
            />
          </div>
        )}
        <div className="absolute right-2 top-2 z-10">
          <WishlistHeart productId={product.productId} describedBy={`tile-${product.productId}`} />
        </div>
      </div>
      <h3 id={`tile-${product.productId}`} className="text-sm font-semibold leading-snug">
        <Link to={href} className="hover:underline">
          {product.productName}
        </Link>
      </h3>
      {pending ? (
        <span className="block h-5 w-24 animate-pulse rounded bg-neutral-200" data-testid="price-skeleton" />
      ) : (
        <Price price={product.price} priceMax={product.priceMax} listPrice={product.listPrice} />
      )}
      {tech.length > 0 ? (
        <ul
          className="flex flex-wrap gap-1"
          aria-label={intl.formatMessage({ id: 'tile.technology', defaultMessage: 'Technology' })}
        >
          {tech.map((label) => (
            <li key={label} className="rounded border border-neutral-400 px-1.5 py-0.5 text-xs text-neutral-800">
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      {colours.length > 1 ? (
        <TileSwatches
          colours={colours}
          selected={colour}
          onSelect={setColour}
          describedBy={`tile-${product.productId}`}
        />
      ) : null}
      {compare?.(href)}
    </article>
  );
}

export function ProductGrid({ products, eagerCount = 4 }: { products: TileProduct[]; eagerCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductTile product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
