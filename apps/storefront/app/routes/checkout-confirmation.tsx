import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SummaryRow } from '~/components/bag/order-summary';
import { AddressSummary } from '~/components/checkout/address-summary';
import { ShippingPrice } from '~/components/checkout/shipping-method-step';
import { bagItemName } from '~/lib/bag-display';
import { loadConfirmation } from '~/lib/confirmation.server';
import { formatPrice } from '~/lib/format';
import { imageUrl } from '~/lib/image-url';
import { pageTitle } from '~/lib/meta';
import { useLocalizedPath, useSiteContext } from '~/lib/site';
import type { Route } from './+types/checkout-confirmation';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { order: await loadConfirmation(request, context, params.orderNo) };
}

export const meta = () => [{ title: pageTitle('Order Confirmation') }, { name: 'robots', content: 'noindex' }];

export default function CheckoutConfirmation({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const intl = useIntl();
  const to = useLocalizedPath();
  const { locale } = useSiteContext();
  const price = (amount: number) => formatPrice(amount, locale.id);
  const shipment = order.shipments[0];
  const row = (label: ReactNode, value: ReactNode, strong = false) => (
    <SummaryRow label={label} value={value} strong={strong} />
  );
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">
        <FormattedMessage id="confirmation.title" defaultMessage="Thank you for your order!" />
      </h1>
      <p className="mt-3 text-lg">
        <FormattedMessage
          id="confirmation.order_number"
          defaultMessage="Order Number: {orderNo}"
          values={{ orderNo: <strong data-testid="order-number">{order.orderNo}</strong> }}
        />
      </p>
      <p className="mt-2">
        <FormattedMessage
          id="confirmation.email_sent"
          defaultMessage="We have sent a confirmation e-mail to {email}."
          values={{ email: <strong>{order.customerInfo.email}</strong> }}
        />
      </p>
      {order.status !== 'placed' ? (
        <p role="status" className="mt-4 rounded bg-theme px-4 py-3">
          <FormattedMessage
            id="confirmation.payment_pending"
            defaultMessage="We are still confirming your payment. We will e-mail you as soon as it is done."
          />
        </p>
      ) : null}
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
      <Link to={to('/')} className="mt-8 inline-block rounded bg-brand px-5 py-2.5 font-semibold text-white">
        <FormattedMessage id="cart.continue_shopping" defaultMessage="Continue Shopping" />
      </Link>
    </div>
  );
}
