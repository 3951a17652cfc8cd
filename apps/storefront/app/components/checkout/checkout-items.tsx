import type { Basket } from '@ridgeline/sdk';
import { FormattedMessage, useIntl } from 'react-intl';
import { bagItemName, variationText } from '~/lib/bag/bag-display';
import { formatPrice } from '~/lib/i18n/format';
import { imageUrl } from '~/lib/images/image-url';
import { ShopAreaLink } from '../bag/shop-area-link';
import { useSiteContext } from '~/lib/site/site';

/** What is being bought, beside the form: name, options, quantity and price of each line. */
export function CheckoutItems({ basket }: { basket: Basket }) {
  const intl = useIntl();
  const { locale } = useSiteContext();
  return (
    <section aria-labelledby="checkout-items-title" className="rounded-lg border border-neutral-300 p-5">
      <div className="mb-3 flex items-baseline justify-between">
        <h2 id="checkout-items-title" className="text-lg font-bold">
          <FormattedMessage
            id="checkout.items"
            defaultMessage="{count, plural, one {# Item} other {# Items}} in Your Bag"
            values={{ count: basket.itemCount }}
          />
        </h2>
        <ShopAreaLink area="cart" className="text-sm font-semibold underline underline-offset-2">
          <FormattedMessage id="checkout.edit_bag" defaultMessage="Edit Bag" />
        </ShopAreaLink>
      </div>
      <ul
        className="divide-y divide-neutral-200"
        aria-label={intl.formatMessage({ id: 'cart.items', defaultMessage: 'Items in your bag' })}
      >
        {basket.productItems.map((item) => (
          <li key={item.itemId} className="flex gap-3 py-3 text-sm">
            {item.image ? (
              <img
                src={imageUrl(item.image.link, { width: 128 })}
                alt=""
                width={64}
                height={64}
                className="h-16 w-16 shrink-0 rounded object-cover"
                loading="lazy"
              />
            ) : null}
            <div className="flex-1">
              <p className="font-semibold">{bagItemName(item.productName)}</p>
              {variationText(item) ? <p className="text-neutral-700">{variationText(item)}</p> : null}
              <p className="text-neutral-700">
                <FormattedMessage
                  id="checkout.quantity"
                  defaultMessage="Qty: {quantity}"
                  values={{ quantity: item.quantity }}
                />
              </p>
            </div>
            <p className="font-semibold">{formatPrice(item.priceAfterItemDiscount, locale.id)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
