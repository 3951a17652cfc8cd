import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BagLine } from '~/components/bag/bag-line';
import { CouponForm } from '~/components/bag/coupon-form';
import { OrderSummary } from '~/components/bag/order-summary';
import { ShopAreaLink } from '~/components/bag/shop-area-link';
import { SimplePage } from '~/components/layout/simple-page';
import { bagAction, loadBag } from '~/lib/bag/bag.server';
import { legacyRedirectWhenOff } from '~/lib/http/legacy-redirect.server';
import { metaTitle } from '~/lib/seo/meta';
import { useLocalizedPath } from '~/lib/site/site';
import type { Route } from './+types/cart';

export async function loader({ request, context }: Route.LoaderArgs) {
  legacyRedirectWhenOff(request, context, 'cart');
  return { basket: await loadBag(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return bagAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'meta.cart', defaultMessage: 'Your Bag' }) },
  { name: 'robots', content: 'noindex' },
];

export default function BagPage({ loaderData }: Route.ComponentProps) {
  const to = useLocalizedPath();
  const intl = useIntl();
  const { basket } = loaderData;
  const continueShopping = (
    <Link to={to('/')} className="inline-block font-semibold underline underline-offset-2">
      <FormattedMessage id="cart.continue_shopping" defaultMessage="Continue Shopping" />
    </Link>
  );
  if (!basket || basket.productItems.length === 0) {
    return (
      <SimplePage title={<FormattedMessage id="cart.empty.title" defaultMessage="Your bag is empty" />}>
        <p>
          <FormattedMessage id="cart.empty.body" defaultMessage="Items you add to your bag will show here." />
        </p>
        <Link to={to('/')} className="inline-block rounded bg-brand px-5 py-2.5 font-semibold text-white">
          <FormattedMessage id="cart.continue_shopping" defaultMessage="Continue Shopping" />
        </Link>
      </SimplePage>
    );
  }
  const unavailable = basket.productItems.some((i) => !i.inventory.backorderable && i.inventory.ats < i.quantity);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold">
          <FormattedMessage
            id="cart.title"
            defaultMessage="Your Bag ({count, plural, one {# item} other {# items}})"
            values={{ count: basket.itemCount }}
          />
        </h1>
        {continueShopping}
      </div>
      {basket.promotionCallouts.length > 0 ? (
        <ul className="mb-6 space-y-1 rounded border border-sale/40 bg-sale/5 px-4 py-3 text-sm font-semibold text-sale">
          {basket.promotionCallouts.map((c) => (
            <li key={c.promotionId}>{c.calloutMessage}</li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <ul aria-label={intl.formatMessage({ id: 'cart.items', defaultMessage: 'Items in your bag' })}>
          {basket.productItems.map((item) => (
            <BagLine key={item.itemId} item={item} />
          ))}
        </ul>
        <div className="space-y-6">
          <OrderSummary basket={basket}>
            {unavailable ? (
              <p role="alert" className="mt-3 text-sm text-red-700">
                <FormattedMessage
                  id="cart.unavailable"
                  defaultMessage="Some items are no longer available in the quantity you chose. Please update your bag."
                />
              </p>
            ) : (
              <ShopAreaLink
                area="checkout"
                className="mt-4 block rounded bg-brand px-5 py-3 text-center font-semibold text-white"
              >
                <FormattedMessage id="cart.checkout" defaultMessage="Checkout" />
              </ShopAreaLink>
            )}
          </OrderSummary>
          <CouponForm coupons={basket.couponItems} />
        </div>
      </div>
    </div>
  );
}
