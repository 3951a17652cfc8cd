import { FormattedMessage } from 'react-intl';
import { ShopAreaLink } from '../bag/shop-area-link';
import { HomeLogoLink, SkipLink } from '../layout/header-basics';
import { BagIcon } from '../ui/icons';

/** The reduced header of checkout pages (spec 1 §2): the logo home, a way back to the bag, nothing else to leave by. */
export function CheckoutHeader() {
  return (
    <header className="border-b border-neutral-200 bg-white">
      <SkipLink />
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <HomeLogoLink className="text-brand" />
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
