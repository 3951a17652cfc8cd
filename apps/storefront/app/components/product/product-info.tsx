import type { Product } from '@ridgeline/sdk';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatPrice } from '~/lib/i18n/format';
import { useSiteContext } from '~/lib/site/site';
import { availabilityMessage } from './availability';
import { AddToBag } from './add-to-bag';
import { Badges } from './badges';
import { Price } from './price';
import { PromotionCallouts } from './promotion-callouts';
import { QuantityPicker, quantityRules } from './quantity-picker';
import { StorePickup } from '../store/store-pickup';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import { Swatches } from './swatches';
import type { Selection } from './variant-selection';

type Variant = Product['variants'][number];

/** The buying column of the product page: name, price, swatches, quantity and availability. */
export function ProductInfo({
  product,
  selection,
  variant,
}: {
  product: Product;
  selection: Selection;
  variant?: Variant;
}) {
  const { locale } = useSiteContext();
  const rules = quantityRules(product);
  const [quantity, setQuantity] = useState(Math.max(rules.min, rules.step));
  const orderable = variant ? variant.orderable : product.inventory.orderable;
  const message = availabilityMessage(product, { variantId: variant?.productId, orderable, quantity });
  const listPrice = variant?.listPrice ?? product.priceRanges.find((r) => r.pricebook.endsWith('-list'))?.minPrice;
  return (
    <div className="flex flex-col gap-5">
      <Badges isNew={product.c_isNew} isSale={product.c_isSale} memberExclusive={Boolean(product.memberExclusive)} />
      <h1 className="text-3xl font-bold">{product.name}</h1>
      <Price
        size="lg"
        price={variant?.price ?? product.price}
        priceMax={variant ? undefined : product.priceMax}
        listPrice={listPrice}
      />
      <PromotionCallouts promotions={product.promotions} />
      {product.tieredPrices.length > 0 ? (
        <ul className="text-sm text-neutral-800">
          {product.tieredPrices
            .filter((t) => t.quantity > 1)
            .map((t) => (
              <li key={`${t.pricebook}-${t.quantity}`}>
                <FormattedMessage
                  id="product.tier"
                  defaultMessage="Buy {quantity} or more: {price} each"
                  values={{ quantity: t.quantity, price: formatPrice(t.price, locale.id) }}
                />
              </li>
            ))}
        </ul>
      ) : null}
      {product.shortDescription ? <p className="text-neutral-800">{product.shortDescription}</p> : null}
      <Swatches product={product} selection={selection} />
      <QuantityPicker value={quantity} onChange={setQuantity} rules={rules} disabled={product.inventory.ats === 0} />
      {message ? (
        <p role="status" className="font-semibold text-sale">
          {message.kind === 'out-of-stock' ? (
            <FormattedMessage id="product.out_of_stock" defaultMessage="Out of stock" />
          ) : message.productName ? (
            <FormattedMessage
              id="product.low_stock_for"
              defaultMessage="Only {stockLevel} left for {productName}!"
              values={{ stockLevel: message.stockLevel, productName: message.productName }}
            />
          ) : (
            <FormattedMessage
              id="product.low_stock"
              defaultMessage="Only {stockLevel} left!"
              values={{ stockLevel: message.stockLevel }}
            />
          )}
        </p>
      ) : null}
      {product.type !== 'set' ? (
        <AddToBag
          productId={product.type === 'master' ? variant?.productId : product.id}
          quantity={quantity}
          disabled={!orderable || message?.kind === 'out-of-stock'}
          bundle={product.type === 'bundle'}
        />
      ) : null}
      <WishlistHeart productId={product.id} variant="page" />
      <StorePickup />
    </div>
  );
}
