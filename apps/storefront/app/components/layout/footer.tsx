import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useLocalizedPath } from '~/lib/site';
import { LocaleSelector } from './locale-selector';

type FooterLink = { path: string; label: MessageDescriptor };
type Column = { title: MessageDescriptor; links: FooterLink[] };

const COLUMNS: Column[] = [
  {
    title: { id: 'footer.shop', defaultMessage: 'Shop' },
    links: [
      { path: '/category/new-arrivals', label: { id: 'footer.new_arrivals', defaultMessage: 'New Arrivals' } },
      { path: '/category/sale', label: { id: 'footer.sale', defaultMessage: 'Sale' } },
      { path: '/store-locator', label: { id: 'footer.store_locator', defaultMessage: 'Find a Store' } },
    ],
  },
  {
    title: { id: 'footer.account', defaultMessage: 'Account' },
    links: [
      { path: '/account', label: { id: 'footer.my_account', defaultMessage: 'My Account' } },
      { path: '/account/orders', label: { id: 'footer.order_history', defaultMessage: 'Order History' } },
      { path: '/account/wishlist', label: { id: 'footer.wishlist', defaultMessage: 'Wishlist' } },
      { path: '/membership', label: { id: 'footer.membership', defaultMessage: 'Rewards Membership' } },
    ],
  },
  {
    title: { id: 'footer.help', defaultMessage: 'Help' },
    links: [
      { path: '/cart', label: { id: 'footer.bag', defaultMessage: 'Your Bag' } },
      { path: '/international', label: { id: 'footer.international', defaultMessage: 'International' } },
    ],
  },
];

export function Footer() {
  const intl = useIntl();
  const to = useLocalizedPath();
  return (
    <footer className="mt-16 bg-neutral-900 text-neutral-100">
      <div className="mx-auto grid max-w-[97.5rem] gap-8 px-4 py-10 md:grid-cols-4">
        <p className="text-sm text-neutral-300 md:col-span-1">
          <FormattedMessage id="footer.loyalty" defaultMessage="Members get free shipping and rewards for shopping." />
        </p>
        {COLUMNS.map((column) => (
          <nav key={column.title.id} aria-label={intl.formatMessage(column.title)}>
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{intl.formatMessage(column.title)}</h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.path}>
                  <Link to={to(link.path)} className="text-neutral-200 hover:underline">
                    {intl.formatMessage(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-neutral-700">
        <div className="mx-auto flex max-w-[97.5rem] flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p className="text-neutral-300">
            <FormattedMessage id="footer.copyright" defaultMessage="© {year} Ridgeline Outdoor. All rights reserved." values={{ year: 2026 }} />
          </p>
          <LocaleSelector />
        </div>
      </div>
    </footer>
  );
}
