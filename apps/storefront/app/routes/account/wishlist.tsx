import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { WishlistItem } from '~/components/wishlist/wishlist-item';
import { metaTitle } from '~/lib/seo/meta';
import { useLocalizedPath } from '~/lib/site/site';
import { loadWishlistPage, wishlistPageAction } from '~/lib/wishlist/wishlist-page.server';
import type { Route } from './+types/wishlist';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadWishlistPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return wishlistPageAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'wishlist.title', defaultMessage: 'Wishlist' }) },
  { name: 'robots', content: 'noindex' },
];

/** /account/wishlist (spec 1 §2, spec 2 §2): the customer's saved products, or what to do when there are none. */
export default function AccountWishlist({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const to = useLocalizedPath();
  const { items } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">
        <FormattedMessage id="wishlist.title" defaultMessage="Wishlist" />
      </h1>
      {items.length === 0 ? (
        <div className="mt-8 flex flex-col items-start gap-4 rounded border border-neutral-200 p-6">
          <h2 className="text-xl font-semibold">
            <FormattedMessage id="wishlist.empty.title" defaultMessage="No Wishlist Items" />
          </h2>
          <p>
            <FormattedMessage
              id="wishlist.empty.body"
              defaultMessage="Continue shopping and add items to your wishlist."
            />
          </p>
          <Link to={to('/')} className="rounded bg-brand px-5 py-2.5 font-semibold text-white">
            <FormattedMessage id="wishlist.continue_shopping" defaultMessage="Continue Shopping" />
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-neutral-800">
            <FormattedMessage
              id="wishlist.count"
              defaultMessage="{count, plural, one {# item} other {# items}}"
              values={{ count: items.length }}
            />
          </p>
          <ul
            className="mt-4"
            aria-label={intl.formatMessage({ id: 'wishlist.items', defaultMessage: 'Wishlist items' })}
          >
            {items.map((item) => (
              <li key={item.itemId}>
                <WishlistItem item={item} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
