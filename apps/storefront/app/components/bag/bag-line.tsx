import type { ProductItem } from '@ridgeline/sdk';
import { MAX_ORDER_QUANTITY } from '@ridgeline/config';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useFetcher } from 'react-router';
import { bagItemName, variationText } from '~/lib/bag/bag-display';
import { formatPrice } from '~/lib/i18n/format';
import { imageUrl } from '~/lib/images/image-url';
import { useLocalizedPath, useSiteContext } from '~/lib/site/site';
import type { BagActionResult } from '~/lib/bag/bag.server';

/** Quantities a line can be set to: on the product's step, from its minimum, up to the configured maximum. */
export function quantityChoices(item: Pick<ProductItem, 'stepQuantity' | 'minOrderQuantity' | 'quantity'>): number[] {
  const step = Math.max(1, item.stepQuantity);
  const min = Math.max(step, Math.ceil(Math.max(1, item.minOrderQuantity) / step) * step);
  const choices: number[] = [];
  for (let q = min; q <= MAX_ORDER_QUANTITY; q += step) choices.push(q);
  if (!choices.includes(item.quantity)) choices.push(item.quantity);
  return choices.sort((a, b) => a - b);
}

/**
 * Spec 2 §4 on the cart: out of stock at 0; "Only {n} left!" when the line is unfulfillable there:
 * stock at most the quantity, and the quantity at most the maximum order quantity (the engine
 * refuses a line beyond it). Off the cart the rule is product/availability.ts's.
 */
export function bagAvailability(item: Pick<ProductItem, 'inventory' | 'quantity'>) {
  const { ats, backorderable } = item.inventory;
  if (backorderable) return undefined;
  if (ats === 0) return { kind: 'out-of-stock' as const };
  const { quantity } = item;
  const unfulfillable = ats <= quantity && quantity <= MAX_ORDER_QUANTITY;
  return unfulfillable ? { kind: 'low-stock' as const, stockLevel: ats } : undefined;
}

export function BagLine({ item }: { item: ProductItem }) {
  const intl = useIntl();
  const { locale } = useSiteContext();
  const to = useLocalizedPath();
  const fetcher = useFetcher<BagActionResult>();
  const price = (amount: number) => formatPrice(amount, locale.id);
  const availability = bagAvailability(item);
  const name = bagItemName(item.productName);
  const href =
    to(`/product/${encodeURIComponent(item.masterProductId)}`) +
    (item.variationValues
      ? `?color=${encodeURIComponent(item.variationValues.color)}&size=${encodeURIComponent(item.variationValues.size)}`
      : '');
  const busy = fetcher.state !== 'idle';
  return (
    <li className="flex gap-4 border-b border-neutral-200 py-5" aria-busy={busy || undefined}>
      {item.image ? (
        <img
          src={imageUrl(item.image.link, { width: 240 })}
          alt=""
          width={120}
          height={126}
          className="h-[126px] w-[120px] shrink-0 rounded bg-neutral-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-1 text-sm">
        <h2 className="text-base font-semibold">
          <Link to={href} className="hover:underline">
            {name}
          </Link>
        </h2>
        {item.variationValues ? <p className="text-neutral-700">{variationText(item)}</p> : null}
        <p>
          {item.listPrice ? (
            <s className="mr-2 text-neutral-600">
              <span className="sr-only">
                <FormattedMessage id="price.original" defaultMessage="Original price" />{' '}
              </span>
              {price(item.listPrice)}
            </s>
          ) : null}
          <FormattedMessage id="cart.each" defaultMessage="{price} each" values={{ price: price(item.basePrice) }} />
        </p>
        {item.priceAdjustments.map((a) => (
          <p key={a.promotionId} className="font-semibold text-sale">
            {a.itemText} ({price(a.price)})
          </p>
        ))}
        {availability ? (
          <p className="font-semibold text-sale" role="status">
            {availability.kind === 'out-of-stock' ? (
              <FormattedMessage id="product.out_of_stock" defaultMessage="Out of stock" />
            ) : (
              <FormattedMessage
                id="product.low_stock"
                defaultMessage="Only {stockLevel} left!"
                values={{ stockLevel: availability.stockLevel }}
              />
            )}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-end gap-4">
          <fetcher.Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="intent" value="update-quantity" />
            <input type="hidden" name="itemId" value={item.itemId} />
            <label className="text-sm">
              <span className="block font-semibold">
                <FormattedMessage id="product.quantity" defaultMessage="Quantity" />
              </span>
              <select
                name="quantity"
                defaultValue={item.quantity}
                key={item.quantity}
                disabled={busy}
                onChange={(event) => fetcher.submit(event.currentTarget.form)}
                aria-label={intl.formatMessage(
                  { id: 'cart.quantity_of', defaultMessage: 'Quantity of {name}' },
                  { name },
                )}
                className="mt-1 rounded border border-neutral-500 bg-white px-2 py-1.5"
              >
                {quantityChoices(item).map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </select>
            </label>
            <noscript>
              <button type="submit" className="rounded border border-ink px-3 py-1.5">
                <FormattedMessage id="cart.update" defaultMessage="Update" />
              </button>
            </noscript>
          </fetcher.Form>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="remove-item" />
            <input type="hidden" name="itemId" value={item.itemId} />
            <button
              type="submit"
              disabled={busy}
              className="py-1.5 underline underline-offset-2"
              aria-label={intl.formatMessage({ id: 'cart.remove_item', defaultMessage: 'Remove {name}' }, { name })}
            >
              <FormattedMessage id="cart.remove" defaultMessage="Remove" />
            </button>
          </fetcher.Form>
        </div>
        {fetcher.data && !fetcher.data.ok ? (
          <p role="alert" className="text-sm text-red-700">
            {fetcher.data.message}
          </p>
        ) : null}
      </div>
      <p className="text-right font-semibold">
        {item.priceAfterItemDiscount !== item.price ? (
          <s className="block text-sm font-normal text-neutral-600">{price(item.price)}</s>
        ) : null}
        {price(item.priceAfterItemDiscount)}
      </p>
    </li>
  );
}
