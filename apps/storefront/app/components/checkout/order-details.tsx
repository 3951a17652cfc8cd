import type { Order } from '@ridgeline/sdk';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SummaryRow } from '~/components/bag/order-summary';
import { bagItemName } from '~/lib/bag/bag-display';
import { formatPrice } from '~/lib/i18n/format';
import { imageUrl } from '~/lib/images/image-url';
import { useSiteContext } from '~/lib/site/site';
import { AddressSummary } from './address-summary';
import { ShippingPrice } from './shipping-method-step';

/**
 * What an order holds, as the confirmation page and the account's order detail show it: delivery
 * address and method, payment (the card's brand and last four digits only) and billing address,
 * the items, and the totals as charged.
 */
export function OrderDetails({ order }: { order: Order }) {
  const intl = useIntl();
  const { locale } = useSiteContext();
  const price = (amount: number) => formatPrice(amount, locale.id);
  const shipment = order.shipments[0];
  const row = (label: ReactNode, value: ReactNode, strong = false) => (
    <SummaryRow label={label} value={value} strong={strong} />
  );
  return (
    <>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="confirmation-delivery">
          <h2 id="confirmation-delivery" className="mb-2 text-lg font-bold">
            <FormattedMessage id="confirmation.delivery" defaultMessage="Delivery" />
          </h2>
          {shipment ? (
            <>
              <AddressSummary address={shipment.shippingAddress} />
              <p className="mt-2">
                {shipment.shippingMethod.name} — <ShippingPrice price={shipment.shippingMethod.price} />
              </p>
            </>
          ) : null}
        </section>
        <section aria-labelledby="confirmation-payment">
          <h2 id="confirmation-payment" className="mb-2 text-lg font-bold">
            <FormattedMessage id="confirmation.payment" defaultMessage="Payment" />
          </h2>
          {order.paymentCard ? (
            <p>
              <FormattedMessage
                id="confirmation.card"
                defaultMessage="{brand} ending in {last4}"
                values={{ brand: order.paymentCard.brand.toUpperCase(), last4: order.paymentCard.last4 }}
              />
            </p>
          ) : null}
          <h3 className="mt-3 font-semibold">
            <FormattedMessage id="checkout.billing_address" defaultMessage="Billing Address" />
          </h3>
          <AddressSummary address={order.billingAddress} />
        </section>
      </div>
      <section aria-labelledby="confirmation-items" className="mt-8">
        <h2 id="confirmation-items" className="mb-2 text-lg font-bold">
          <FormattedMessage id="confirmation.items" defaultMessage="Items" />
        </h2>
        <ul
          className="divide-y divide-neutral-200"
          aria-label={intl.formatMessage({ id: 'confirmation.items_label', defaultMessage: 'Items ordered' })}
        >
          {order.productItems.map((item) => (
            <li key={item.productId} className="flex gap-3 py-3">
              {item.image ? (
                <img
                  src={imageUrl(item.image.link, { width: 128 })}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded object-cover"
                />
              ) : null}
              <div className="flex-1">
                <p className="font-semibold">{bagItemName(item.productName)}</p>
                {item.variationNames ? (
                  <p className="text-sm text-neutral-700">{Object.values(item.variationNames).join(' / ')}</p>
                ) : null}
                <p className="text-sm text-neutral-700">
                  <FormattedMessage
                    id="checkout.quantity"
                    defaultMessage="Qty: {quantity}"
                    values={{ quantity: item.quantity }}
                  />
                </p>
              </div>
              <p className="font-semibold">{price(item.priceAfterItemDiscount)}</p>
            </li>
          ))}
        </ul>
        <dl className="ml-auto mt-4 max-w-sm text-sm">
          {row(<FormattedMessage id="cart.subtotal" defaultMessage="Subtotal" />, price(order.productSubTotal))}
          {order.savings > 0
            ? row(<FormattedMessage id="confirmation.savings" defaultMessage="Savings" />, `−${price(order.savings)}`)
            : null}
          {row(
            <FormattedMessage id="cart.shipping" defaultMessage="Shipping" />,
            <ShippingPrice price={order.shippingTotal} />,
          )}
          {row(<FormattedMessage id="cart.tax" defaultMessage="Tax" />, price(order.taxTotal))}
          {row(<FormattedMessage id="cart.total" defaultMessage="Total" />, price(order.orderTotal), true)}
        </dl>
      </section>
    </>
  );
}
