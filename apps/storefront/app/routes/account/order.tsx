import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { OrderStatus } from '~/components/account/order-status';
import { OrderDetails } from '~/components/checkout/order-details';
import { loadCustomerOrder } from '~/lib/account/account.server';
import { formatDate } from '~/lib/i18n/format';
import { metaTitle } from '~/lib/seo/meta';
import { useLocalizedPath, useSiteContext } from '~/lib/site/site';
import type { Route } from './+types/order';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { order: await loadCustomerOrder(request, context, params.orderNo) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  {
    title: data
      ? metaTitle(matches, { id: 'order.title', defaultMessage: 'Order {orderNo}' }, { orderNo: data.order.orderNo })
      : metaTitle(matches, { id: 'meta.order', defaultMessage: 'Order' }),
  },
  { name: 'robots', content: 'noindex' },
];

/** `/account/orders/{orderNo}`: one of the customer's orders; anyone else's is the 404 page. */
export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const to = useLocalizedPath();
  const { locale } = useSiteContext();
  return (
    <div>
      <Link to={to('/account/orders')} className="text-sm font-semibold underline underline-offset-2">
        <FormattedMessage id="order.back" defaultMessage="Back to Order History" />
      </Link>
      <h1 className="mt-3 text-3xl font-bold">
        <FormattedMessage id="order.title" defaultMessage="Order {orderNo}" values={{ orderNo: order.orderNo }} />
      </h1>
      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-1">
        <div className="flex gap-2">
          <dt className="text-neutral-700">
            <FormattedMessage id="order.placed_on" defaultMessage="Date placed:" />
          </dt>
          <dd>{formatDate(order.placedAt ?? order.createdAt, locale.id)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-neutral-700">
            <FormattedMessage id="order.status_label" defaultMessage="Status:" />
          </dt>
          <dd className="font-semibold">
            <OrderStatus status={order.status} />
          </dd>
        </div>
      </dl>
      <OrderDetails order={order} />
    </div>
  );
}
