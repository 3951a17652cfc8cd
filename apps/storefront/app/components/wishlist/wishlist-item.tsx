import { FormattedMessage } from 'react-intl';
import { Link, useRevalidator } from 'react-router';
import type { WishlistPageItem } from '~/lib/wishlist/wishlist-page.server';
import { tileImages } from '~/lib/listing/tile-images';
import { AddToBag } from '../product/add-to-bag';
import { Price } from '../product/price';
import { useCatalogLinks } from '../layout/use-links';
import { useHeartContext, useHeartState } from './use-heart';
import { toggleWishlist } from './wishlist-runtime';

/** The display names of a saved variant's colour and size, e.g. "Color: Black", "Size: M". */
function variationLines(item: WishlistPageItem): { name: string; value: string }[] {
  if (!item.product || !item.variationValues) return [];
  return item.product.variationAttributes.flatMap((attribute) => {
    const value = item.variationValues?.[attribute.id as 'color' | 'size'];
    const named = attribute.values.find((v) => v.value === value);
    return value ? [{ name: attribute.name, value: named?.name ?? value }] : [];
  });
}

/**
 * A row of the wishlist page: image, name and price linking to the product, a saved variant's
 * colour and size, Add to Bag when the saved product can go to the bag as it is (a variant or a
 * product without options; otherwise Select Options leads to the product page), and Remove.
 */
export function WishlistItem({ item }: { item: WishlistPageItem }) {
  const links = useCatalogLinks();
  const revalidator = useRevalidator();
  const ctx = useHeartContext();
  const { busy } = useHeartState(item.productId, ctx.signedIn);
  const { product } = item;
  const headingId = `wishlist-item-${item.itemId}`;
  const remove = async () => {
    const outcome = await toggleWishlist(ctx, item.productId, 'remove');
    if (outcome.ok === true) await revalidator.revalidate();
  };
  const removeButton = (
    <button
      type="button"
      onClick={() => void remove()}
      aria-busy={busy || undefined}
      aria-describedby={headingId}
      className="rounded border border-neutral-400 px-4 py-2 text-sm font-semibold hover:bg-neutral-100 aria-busy:opacity-70"
    >
      <FormattedMessage id="wishlist.remove_item" defaultMessage="Remove" />
    </button>
  );

  if (!product) {
    return (
      <article aria-labelledby={headingId} className="flex flex-col gap-3 border-b border-neutral-200 py-5">
        <h2 id={headingId} className="font-semibold">
          <FormattedMessage
            id="wishlist.unavailable"
            defaultMessage="This product ({productId}) is no longer available."
            values={{ productId: item.productId }}
          />
        </h2>
        <div>{removeButton}</div>
      </article>
    );
  }

  const query = new URLSearchParams(item.variationValues ?? {}).toString();
  const href = links.product(product) + (query ? `?${query}` : '');
  const image = tileImages(product.imageGroups, item.variationValues?.color)[0] ?? product.image;
  const ready = item.variationValues !== undefined || product.variationAttributes.length === 0;
  return (
    <article aria-labelledby={headingId} className="flex gap-4 border-b border-neutral-200 py-5">
      <Link to={href} className="w-24 shrink-0 sm:w-32" tabIndex={-1} aria-hidden="true">
        {image ? (
          <img
            src={image.link}
            alt=""
            width={128}
            height={134}
            loading="lazy"
            className="aspect-[496/521] w-full rounded bg-neutral-100 object-cover"
          />
        ) : (
          <span className="block aspect-[496/521] w-full rounded bg-neutral-100" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id={headingId} className="font-semibold leading-snug">
          <Link to={href} className="hover:underline">
            {product.productName}
          </Link>
        </h2>
        {variationLines(item).map((line) => (
          <p key={line.name} className="text-sm text-neutral-800">
            {line.name}: {line.value}
          </p>
        ))}
        <Price price={product.price} priceMax={product.priceMax} listPrice={product.listPrice} />
        <div className="mt-1 flex flex-wrap items-start gap-3">
          {ready ? (
            <AddToBag productId={item.productId} quantity={1} disabled={false} />
          ) : (
            <Link
              to={href}
              className="rounded bg-brand px-6 py-3 font-semibold text-white"
              aria-describedby={headingId}
            >
              <FormattedMessage id="wishlist.select_options" defaultMessage="Select Options" />
            </Link>
          )}
          {removeButton}
        </div>
      </div>
    </article>
  );
}
