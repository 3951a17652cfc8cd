import type { MenuCategory } from '~/lib/site/menu';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { LazyDrawer } from '../ui/lazy-drawer';
import { MenuIcon } from '../ui/icons';
import { useCatalogLinks } from './use-links';

/** Below 992 px the category menu is a drawer; it closes when a link is followed. */
export function MobileMenu({ categories }: { categories: MenuCategory[] }) {
  const intl = useIntl();
  const links = useCatalogLinks();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  return (
    <>
      <button
        type="button"
        className="rounded p-2 hover:bg-theme lg:hidden"
        aria-label={intl.formatMessage({ id: 'header.menu.open', defaultMessage: 'Open menu' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <LazyDrawer
        open={open}
        onClose={() => setOpen(false)}
        title={<FormattedMessage id="header.menu.title" defaultMessage="Menu" />}
      >
        <nav aria-label={intl.formatMessage({ id: 'header.menu.categories', defaultMessage: 'Categories' })}>
          <ul className="divide-y divide-neutral-200">
            {categories.map((category) => (
              <li key={category.id} className="py-2">
                <details>
                  <summary className="cursor-pointer py-2 font-semibold">{category.name}</summary>
                  <ul className="pb-2 pl-4">
                    <li>
                      <Link to={links.category(category)} className="block py-1.5 underline">
                        <FormattedMessage
                          id="menu.shop_all"
                          defaultMessage="Shop all {category}"
                          values={{ category: category.name }}
                        />
                      </Link>
                    </li>
                    {category.categories?.map((child) => (
                      <li key={child.id}>
                        <Link to={links.category(child)} className="block py-1.5">
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </nav>
      </LazyDrawer>
    </>
  );
}
