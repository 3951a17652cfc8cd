import type { MenuCategory } from '~/lib/site/menu';
import { useIntl } from 'react-intl';
import { formatBagCount } from '~/lib/i18n/format';
import { AccountButton } from '../account/account-button';
import { ShopAreaLink } from '../bag/shop-area-link';
import { QuickSearch } from '../search/quick-search';
import { BagIcon } from '../ui/icons';
import { CategoryMenu } from './category-menu';
import { HomeLogoLink, SkipLink } from './header-basics';
import { MobileMenu } from './mobile-menu';

export function Header({
  categories,
  bagCount,
  customer,
}: {
  categories: MenuCategory[];
  bagCount: number;
  /** The signed-in customer, or null for a guest. */
  customer: { firstName: string } | null;
}) {
  const intl = useIntl();
  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white">
      <SkipLink />
      <div className="mx-auto flex max-w-[97.5rem] items-center gap-2 px-4 py-2 lg:gap-4">
        <MobileMenu categories={categories} />
        <HomeLogoLink className="shrink-0 text-brand" />
        <nav aria-label={intl.formatMessage({ id: 'header.nav', defaultMessage: 'Main' })} className="min-w-0 flex-1">
          <CategoryMenu categories={categories} />
        </nav>
        <QuickSearch />
        {/* The weather widget's button, drawn here by the targeting overlays when its slot is filled. */}
        <span id="weather-slot" className="contents" />
        <AccountButton customer={customer} />
        <ShopAreaLink
          area="cart"
          className="relative shrink-0 rounded p-2 hover:bg-theme"
          aria-label={intl.formatMessage(
            { id: 'header.bag', defaultMessage: 'Bag, {count, plural, =0 {empty} one {# item} other {# items}}' },
            { count: bagCount },
          )}
        >
          <BagIcon />
          {bagCount > 0 ? (
            <span
              data-testid="bag-count"
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand px-1 text-center text-xs font-bold leading-5 text-white"
            >
              {formatBagCount(bagCount)}
            </span>
          ) : null}
        </ShopAreaLink>
      </div>
    </header>
  );
}
