import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ShopAreaLink } from '../bag/shop-area-link';
import { useLocalizedPath } from '~/lib/site';
import { BagIcon, Logo } from '../ui/icons';

/** The reduced header of checkout pages (spec 1 §2): the logo home, a way back to the bag, nothing else to leave by. */
export function CheckoutHeader() {
  const intl = useIntl();
  const to = useLocalizedPath();
  return (
    <header className="border-b border-neutral-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        <FormattedMessage id="header.skip_to_content" defaultMessage="Skip to content" />
      </a>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link
          to={to('/')}
          className="text-brand"
          aria-label={intl.formatMessage({ id: 'header.logo', defaultMessage: 'Ridgeline home' })}
          onClick={() => window.scrollTo({ top: 0 })}
        >
          <Logo />
        </Link>
        <p className="text-lg font-bold">
          <FormattedMessage id="checkout.header_title" defaultMessage="Secure Checkout" />
        </p>
        <ShopAreaLink area="cart" className="flex items-center gap-1 rounded p-2 font-semibold hover:bg-theme">
          <BagIcon aria-hidden="true" />
          <FormattedMessage id="checkout.back_to_bag" defaultMessage="Back to Bag" />
        </ShopAreaLink>
      </div>
    </header>
  );
}
