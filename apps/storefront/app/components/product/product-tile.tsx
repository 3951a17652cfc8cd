import type { ProductSummary } from '@ridgeline/sdk';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCatalogLinks } from '../layout/use-links';
import { Badges } from './badges';
import { defaultColour } from './default-colour';
import { Price } from './price';

const MAX_SWATCHES = 5;

function imageFor(product: ProductSummary, colour: string | undefined) {
  const large = product.imageGroups.filter((g) => g.viewType === 'large');
  const group = large.find((g) => g.variationAttributes?.[0]?.values.some((v) => v.value === colour)) ?? large[0];
  return group?.images[0] ?? product.image;
}

/** A product in a grid or carousel: image, badges, name, price and colour swatches. */
export function ProductTile({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const intl = useIntl();
  const links = useCatalogLinks();
  const [colour, setColour] = useState(() => defaultColour(product));
  const image = imageFor(product, colour);
  const colours = product.variationAttributes.find((a) => a.id === 'color')?.values ?? [];
  const href = links.product(product) + (colour ? `?color=${encodeURIComponent(colour)}` : '');
  return (
    <article className="group flex flex-col gap-2" aria-labelledby={`tile-${product.productId}`}>
      <Link to={href} className="relative block overflow-hidden rounded bg-neutral-100" tabIndex={-1} aria-hidden="true">
        {image ? (
          <img
            src={image.link}
            alt=""
            width={496}
            height={521}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-[496/521] w-full object-cover transition-transform group-hover:scale-[1.02]"
          />
        ) : (
          <div className="aspect-[496/521] w-full" />
        )}
        <div className="absolute left-2 top-2">
          <Badges isNew={product.c_isNew} isSale={product.c_isSale} />
        </div>
      </Link>
      <h3 id={`tile-${product.productId}`} className="text-sm font-semibold leading-snug">
        <Link to={href} className="hover:underline">
          {product.productName}
        </Link>
      </h3>
      <Price price={product.price} priceMax={product.priceMax} listPrice={product.listPrice} />
      {colours.length > 1 ? (
        <ul className="flex flex-wrap items-center gap-1.5" aria-label={intl.formatMessage({ id: 'tile.colours', defaultMessage: 'Colors' })}>
          {colours.slice(0, MAX_SWATCHES).map((c) => (
            <li key={c.value}>
              <button
                type="button"
                onClick={() => setColour(c.value)}
                aria-pressed={c.value === colour}
                aria-label={c.name}
                className="block size-6 rounded-full border border-neutral-300 p-0.5 aria-pressed:ring-2 aria-pressed:ring-ink"
              >
                {c.swatch ? <img src={c.swatch.link} alt="" width={20} height={20} className="size-full rounded-full" /> : null}
              </button>
            </li>
          ))}
          {colours.length > MAX_SWATCHES ? (
            <li className="text-xs text-neutral-700">+{colours.length - MAX_SWATCHES}</li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}

export function ProductGrid({ products, eagerCount = 4 }: { products: ProductSummary[]; eagerCount?: number }) {
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
