import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { OrderDetails } from '~/components/checkout/order-details';
import { loadConfirmation } from '~/lib/checkout/confirmation.server';
import { metaTitle } from '~/lib/seo/meta';
import { useLocalizedPath } from '~/lib/site/site';
import { usePurchaseEvent } from '~/lib/personalisation/checkout-events';
import type { Route } from './+types/checkout-confirmation';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { order: await loadConfirmation(request, context, params.orderNo) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'meta.order_confirmation', defaultMessage: 'Order Confirmation' }) },
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutConfirmation({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const to = useLocalizedPath();
  usePurchaseEvent(order);
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
      <OrderDetails order={order} />
      <Link to={to('/')} className="mt-8 inline-block rounded bg-brand px-5 py-2.5 font-semibold text-white">
        <FormattedMessage id="cart.continue_shopping" defaultMessage="Continue Shopping" />
      </Link>
    </div>
  );
}
