import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useLocation } from 'react-router';
import { useLocalizedPath } from '~/lib/site/site';
import { clearStoredShopperData } from '~/lib/account/stored-shopper-data';
import { Drawer } from '../ui/drawer';
import { LoyaltyTracker } from './loyalty-tracker';

/**
 * The account drawer (spec 1 §2, §4), for registered customers only: greeting, loyalty tracker,
 * Account Details, Order History and Log out. It closes when the page changes.
 */
export default function AccountDrawer({
  firstName,
  open,
  onClose,
}: {
  firstName: string;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const to = useLocalizedPath();
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onClose();
  }, [location.pathname, location.search, onClose]);
  const link = 'block rounded px-2 py-3 font-semibold hover:bg-theme';
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="right"
      title={intl.formatMessage({ id: 'account.hello', defaultMessage: 'Hello, {name}!' }, { name: firstName })}
    >
      <LoyaltyTracker />
      <nav aria-label={intl.formatMessage({ id: 'account_drawer.nav', defaultMessage: 'My account' })} className="mt-4">
        <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
          <li>
            <Link to={to('/account')} className={link}>
              <FormattedMessage id="account_drawer.details" defaultMessage="Account Details" />
            </Link>
          </li>
          <li>
            <Link to={to('/account/orders')} className={link}>
              <FormattedMessage id="account_drawer.orders" defaultMessage="Order History" />
            </Link>
          </li>
        </ul>
      </nav>
      <Form method="post" action={to('/logout')} onSubmit={clearStoredShopperData} className="mt-6">
        <button type="submit" className="w-full rounded border border-ink px-5 py-2.5 font-semibold">
          <FormattedMessage id="account.logout" defaultMessage="Log out" />
        </button>
      </Form>
    </Drawer>
  );
}
