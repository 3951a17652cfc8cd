import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { OrderStatus } from '~/components/account/order-status';
import { loadOrders } from '~/lib/account/account.server';
import { formatDate, formatPrice } from '~/lib/i18n/format';
import { metaTitle } from '~/lib/seo/meta';
import { useLocalizedPath, useSiteContext } from '~/lib/site/site';
import type { Route } from './+types/orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrders(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'orders.title', defaultMessage: 'Order History' }) },
  { name: 'robots', content: 'noindex' },
];

const m = defineMessages({
  orders: { id: 'orders.list', defaultMessage: 'Orders' },
  number: { id: 'orders.number', defaultMessage: 'Order Number' },
  date: { id: 'orders.date', defaultMessage: 'Date' },
  status: { id: 'orders.status', defaultMessage: 'Status' },
  items: { id: 'orders.items', defaultMessage: 'Items' },
  total: { id: 'orders.total', defaultMessage: 'Total' },
  view: { id: 'orders.view', defaultMessage: 'View Details' },
  pagination: { id: 'orders.pagination', defaultMessage: 'Order history pages' },
  previous: { id: 'orders.previous', defaultMessage: 'Previous' },
  next: { id: 'orders.next', defaultMessage: 'Next' },
});

/** A total in the order's currency, naming the currency when it is not the one this locale shows. */
function useOrderPrice() {
  const { locale } = useSiteContext();
  return (amount: number, currency: string) =>
    `${formatPrice(amount, locale.id)}${currency === locale.preferredCurrency ? '' : ` ${currency}`}`;
}

/** `/account/orders`: the customer's orders, newest first, 10 per page. */
export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { orders, total, page, pages } = loaderData;
  const intl = useIntl();
  const t = intl.formatMessage;
  const to = useLocalizedPath();
  const { locale } = useSiteContext();
  const price = useOrderPrice();
  const pageHref = (n: number) => (n === 1 ? to('/account/orders') : `${to('/account/orders')}?page=${n}`);
  return (
    <div>
      <h1 className="text-3xl font-bold">
        <FormattedMessage id="orders.title" defaultMessage="Order History" />
      </h1>
      {total === 0 ? (
        <div className="mt-6">
          <p>
            <FormattedMessage id="orders.empty" defaultMessage="You haven't placed any orders yet." />
          </p>
          <Link to={to('/')} className="mt-4 inline-block rounded bg-brand px-5 py-2.5 font-semibold text-white">
            <FormattedMessage id="orders.start_shopping" defaultMessage="Start Shopping" />
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-neutral-700">
            <FormattedMessage
              id="orders.count"
              defaultMessage="{count, plural, one {# order} other {# orders}}"
              values={{ count: total }}
            />
          </p>
          <ul aria-label={t(m.orders)} className="mt-6 grid gap-4">
            {orders.map((order) => (
              <li key={order.orderNo} className="rounded border border-neutral-300 p-4">
                <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-5">
                  <div>
                    <dt className="text-neutral-700">{t(m.number)}</dt>
                    <dd className="font-semibold">{order.orderNo}</dd>
                  </div>
                  <div>
                    <dt className="text-neutral-700">{t(m.date)}</dt>
                    <dd>{formatDate(order.createdAt, locale.id)}</dd>
                  </div>
                  <div>
                    <dt className="text-neutral-700">{t(m.status)}</dt>
                    <dd>
                      <OrderStatus status={order.status} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-neutral-700">{t(m.items)}</dt>
                    <dd>{intl.formatNumber(order.itemCount)}</dd>
                  </div>
                  <div>
                    <dt className="text-neutral-700">{t(m.total)}</dt>
                    <dd className="font-semibold">{price(order.orderTotal, order.currency)}</dd>
                  </div>
                </dl>
                <Link
                  to={to(`/account/orders/${encodeURIComponent(order.orderNo)}`)}
                  aria-label={intl.formatMessage(
                    { id: 'orders.view_named', defaultMessage: 'View details of order {orderNo}' },
                    { orderNo: order.orderNo },
                  )}
                  className="mt-3 inline-block font-semibold underline underline-offset-2"
                >
                  {t(m.view)}
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t(m.pagination)} className="mt-6">
              <ul className="flex flex-wrap items-center gap-2">
                {page > 1 ? (
                  <li>
                    <Link to={pageHref(page - 1)} className="block rounded border border-neutral-400 px-3 py-1.5">
                      {t(m.previous)}
                    </Link>
                  </li>
                ) : null}
                {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                  <li key={n}>
                    <Link
                      to={pageHref(n)}
                      aria-label={intl.formatMessage(
                        { id: 'orders.page_named', defaultMessage: 'Page {page}' },
                        { page: n },
                      )}
                      aria-current={n === page ? 'page' : undefined}
                      className={`block rounded border px-3 py-1.5 ${n === page ? 'border-ink bg-ink font-bold text-white' : 'border-neutral-400'}`}
                    >
                      {n}
                    </Link>
                  </li>
                ))}
                {page < pages ? (
                  <li>
                    <Link to={pageHref(page + 1)} className="block rounded border border-neutral-400 px-3 py-1.5">
                      {t(m.next)}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
