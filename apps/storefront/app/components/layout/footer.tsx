import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useLocalizedPath } from '~/lib/site/site';
import { ShopAreaLink } from '../bag/shop-area-link';
import { CookiePreferencesLinks } from '../consent/cookie-preferences-link';
import { LocaleSelector } from './locale-selector';

/** An app path, or the bag, whose link follows the cart flag. */
type FooterLink = { path: string; label: MessageDescriptor } | { area: 'cart'; label: MessageDescriptor };
type Column = { title: MessageDescriptor; links: FooterLink[] };

const m = defineMessages({
  shop: { id: 'footer.shop', defaultMessage: 'Shop' },
  newArrivals: { id: 'footer.new_arrivals', defaultMessage: 'New Arrivals' },
  sale: { id: 'footer.sale', defaultMessage: 'Sale' },
  storeLocator: { id: 'footer.store_locator', defaultMessage: 'Find a Store' },
  account: { id: 'footer.account', defaultMessage: 'Account' },
  myAccount: { id: 'footer.my_account', defaultMessage: 'My Account' },
  orderHistory: { id: 'footer.order_history', defaultMessage: 'Order History' },
  wishlist: { id: 'footer.wishlist', defaultMessage: 'Wishlist' },
  membership: { id: 'footer.membership', defaultMessage: 'Rewards Membership' },
  help: { id: 'footer.help', defaultMessage: 'Help' },
  bag: { id: 'footer.bag', defaultMessage: 'Your Bag' },
  international: { id: 'footer.international', defaultMessage: 'International' },
  legal: { id: 'footer.legal', defaultMessage: 'Legal' },
  // The service pages (decision 037), named as the checkout footer names them. That footer keeps
  // its own list: a module shared by the root and the checkout route would be a chunk of its own.
  shipping: { id: 'checkout_footer.shipping', defaultMessage: 'Shipping' },
  returns: { id: 'checkout_footer.returns', defaultMessage: 'Returns & Exchanges' },
  terms: { id: 'checkout_footer.terms', defaultMessage: 'Terms & Conditions' },
  privacy: { id: 'checkout_footer.privacy', defaultMessage: 'Privacy Policy' },
  siteMap: { id: 'checkout_footer.site_map', defaultMessage: 'Site Map' },
});

const LEGAL_LINKS = [
  { path: '/t/terms-conditions', label: m.terms },
  { path: '/t/privacy-policy', label: m.privacy },
  { path: '/t/site-map', label: m.siteMap },
];

const COLUMNS: Column[] = [
  {
    title: m.shop,
    links: [
      { path: '/category/new-arrivals', label: m.newArrivals },
      { path: '/category/sale', label: m.sale },
      { path: '/store-locator', label: m.storeLocator },
    ],
  },
  {
    title: m.account,
    links: [
      { path: '/account', label: m.myAccount },
      { path: '/account/orders', label: m.orderHistory },
      { path: '/account/wishlist', label: m.wishlist },
      { path: '/membership', label: m.membership },
    ],
  },
  {
    title: m.help,
    links: [
      { area: 'cart', label: m.bag },
      { path: '/t/shipping', label: m.shipping },
      { path: '/t/returns-exchanges', label: m.returns },
      { path: '/international', label: m.international },
    ],
  },
];

function PageLink({ link }: { link: { path: string; label: MessageDescriptor } }) {
  const intl = useIntl();
  const to = useLocalizedPath();
  return (
    <li>
      <Link to={to(link.path)} className="text-neutral-200 hover:underline">
        {intl.formatMessage(link.label)}
      </Link>
    </li>
  );
}

export function Footer() {
  const intl = useIntl();
  return (
    <footer className="mt-16 bg-neutral-900 text-neutral-100">
      <div className="mx-auto grid max-w-[97.5rem] gap-8 px-4 py-10 md:grid-cols-4">
        <p className="text-sm text-neutral-300 md:col-span-1">
          <FormattedMessage
            id="footer.loyalty"
            defaultMessage="Join Ridgeline Rewards for free shipping, points on every order and member-only offers."
          />
        </p>
        {COLUMNS.map((column) => (
          <nav key={column.title.id} aria-label={intl.formatMessage(column.title)}>
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{intl.formatMessage(column.title)}</h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) =>
                'area' in link ? (
                  <li key={link.area}>
                    <ShopAreaLink area={link.area} className="text-neutral-200 hover:underline">
                      {intl.formatMessage(link.label)}
                    </ShopAreaLink>
                  </li>
                ) : (
                  <PageLink key={link.path} link={link} />
                ),
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-neutral-700">
        <div className="mx-auto flex max-w-[97.5rem] flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p className="text-neutral-300">
            <FormattedMessage
              id="footer.copyright"
              defaultMessage="© {year} Ridgeline Outdoor. All rights reserved."
              values={{ year: 2026 }}
            />
          </p>
          <nav aria-label={intl.formatMessage(m.legal)}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <PageLink key={link.path} link={link} />
              ))}
              <CookiePreferencesLinks className="min-h-6 text-left text-neutral-200 hover:underline" />
            </ul>
          </nav>
          <LocaleSelector />
        </div>
      </div>
    </footer>
  );
}
