import type { Basket } from '@ridgeline/sdk';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { bagItemName, variationText } from '~/lib/bag/bag-display';
import { formatBagCount, formatPrice } from '~/lib/i18n/format';
import { imageUrl } from '~/lib/images/image-url';
import { useSiteContext } from '~/lib/site/site';
import { DialogFrame } from '../ui/drawer';
import { ShopAreaLink } from './shop-area-link';

/**
 * Spec 2 §2 "Added to bag": what was just added (image, name before '|', variation values joined
 * with ' / ', the tier price, quantity; a bundle as one block with its total), then Checkout and
 * Bag ({count}). It closes on any route change.
 */
export default function AddedToBagDialog({
  basket,
  productId,
  quantity,
  bundle,
  onClose,
}: {
  basket: Basket;
  productId: string;
  quantity: number;
  /** A bundle shows one block with its total (price × quantity); anything else its tier price. */
  bundle: boolean;
  onClose: () => void;
}) {
  const { locale } = useSiteContext();
  const location = useLocation();
  const opened = useRef(location.key);
  useEffect(() => {
    if (location.key !== opened.current) onClose();
  }, [location.key, onClose]);
  const item = basket.productItems.find((i) => i.productId === productId);
  const price = (amount: number) => formatPrice(amount, locale.id);
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={<FormattedMessage id="added_to_bag.title" defaultMessage="Added to bag" />}
      className="m-auto w-[min(28rem,92vw)] rounded-lg bg-white p-5 shadow-xl backdrop:bg-black/40"
    >
      {item ? (
        <div className="flex gap-4">
          {item.image ? (
            <img
              src={imageUrl(item.image.link, { width: 160 })}
              alt=""
              width={80}
              height={84}
              className="h-[84px] w-20 rounded bg-neutral-100 object-cover"
            />
          ) : null}
          <div className="text-sm">
            <p className="font-semibold">{bagItemName(item.productName)}</p>
            {item.variationValues ? <p className="text-neutral-700">{variationText(item)}</p> : null}
            <p>
              <FormattedMessage id="added_to_bag.quantity" defaultMessage="Qty: {quantity}" values={{ quantity }} />
            </p>
            <p className="font-semibold">{price(bundle ? item.basePrice * quantity : item.basePrice)}</p>
          </div>
        </div>
      ) : null}
      <div className="mt-6 grid grid-cols-2 gap-3">
        <ShopAreaLink area="checkout" className="rounded bg-brand px-4 py-2 text-center font-semibold text-white">
          <FormattedMessage id="added_to_bag.checkout" defaultMessage="Checkout" />
        </ShopAreaLink>
        <ShopAreaLink area="cart" className="rounded border border-ink px-4 py-2 text-center font-semibold">
          <FormattedMessage
            id="added_to_bag.bag"
            defaultMessage="Bag ({count})"
            values={{ count: formatBagCount(basket.itemCount) }}
          />
        </ShopAreaLink>
      </div>
    </DialogFrame>
  );
}
