import { APP_CONFIG, type FeatureFlags } from '@ridgeline/config';
import { defineMessages, useIntl } from 'react-intl';
import { NavLink, useRouteLoaderData } from 'react-router';
import { useLocalizedPath } from '~/lib/site/site';

const m = defineMessages({
  nav: { id: 'account_nav.label', defaultMessage: 'Account menu' },
  details: { id: 'account_drawer.details', defaultMessage: 'Account Details' },
  wishlist: { id: 'account_nav.wishlist', defaultMessage: 'Wishlist' },
  orders: { id: 'account_drawer.orders', defaultMessage: 'Order History' },
  addresses: { id: 'account_nav.addresses', defaultMessage: 'Addresses' },
});

/**
 * The account area's links (spec 1 §2: profile, wishlist, orders, addresses); the current page is
 * marked. The wishlist link follows its feature flag, like the hearts.
 */
export function AccountNav() {
  const intl = useIntl();
  const to = useLocalizedPath();
  const root = useRouteLoaderData('root') as { features?: FeatureFlags } | undefined;
  const wishlist = (root?.features ?? APP_CONFIG.features).wishlist;
  const links = [
    { path: '/account', label: m.details, end: true },
    ...(wishlist ? [{ path: '/account/wishlist', label: m.wishlist, end: true }] : []),
    { path: '/account/orders', label: m.orders, end: false },
    { path: '/account/addresses', label: m.addresses, end: true },
  ];
  return (
    <nav aria-label={intl.formatMessage(m.nav)} className="md:w-56 md:shrink-0">
      <ul className="flex gap-1 overflow-x-auto border-b border-neutral-300 md:flex-col md:border-b-0 md:border-r md:pr-4">
        {links.map((link) => (
          <li key={link.path}>
            <NavLink
              to={to(link.path)}
              end={link.end}
              className={({ isActive }) =>
                `block whitespace-nowrap rounded px-3 py-2 underline-offset-4 hover:underline ${
                  isActive ? 'bg-theme font-bold' : ''
                }`
              }
            >
              {intl.formatMessage(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
