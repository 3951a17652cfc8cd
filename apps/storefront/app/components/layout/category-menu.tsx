import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { Category } from '@ridgeline/sdk';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../ui/icons';
import { useCatalogLinks } from './use-links';

/** Hover opens a category's panel after 150 ms (spec 3 §9); keyboard and click open it at once. */
export const NAV_HOVER_OPEN_DELAY_MS = 150;

/** The desktop category menu (from the 992 px breakpoint), built from the catalogue's tree. */
export function CategoryMenu({ categories }: { categories: Category[] }) {
  const links = useCatalogLinks();
  return (
    <NavigationMenu.Root delayDuration={NAV_HOVER_OPEN_DELAY_MS} className="relative hidden lg:block">
      <NavigationMenu.List className="flex flex-wrap items-center">
        {categories.map((category) => (
          <NavigationMenu.Item key={category.id} value={category.id}>
            {category.categories?.length ? (
              <>
                <NavigationMenu.Trigger className="group flex items-center gap-1 whitespace-nowrap rounded px-2.5 py-2 text-sm font-semibold hover:bg-theme data-[state=open]:bg-theme">
                  {category.name}
                  <ChevronDownIcon width={14} height={14} className="transition-transform group-data-[state=open]:rotate-180" />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content className="absolute left-0 top-full z-40 w-[min(48rem,90vw)] rounded-b-md border border-neutral-200 bg-white p-6 shadow-lg">
                  <ul className="grid grid-cols-3 gap-x-8 gap-y-2">
                    <li className="col-span-3 mb-2">
                      <NavigationMenu.Link asChild>
                        <Link to={links.category(category)} className="font-semibold underline-offset-4 hover:underline">
                          <FormattedMessage id="menu.shop_all" defaultMessage="Shop all {category}" values={{ category: category.name }} />
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                    {category.categories.map((child) => (
                      <li key={child.id}>
                        <NavigationMenu.Link asChild>
                          <Link to={links.category(child)} className="block py-1 text-neutral-800 hover:underline">
                            {child.name}
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                </NavigationMenu.Content>
              </>
            ) : (
              <NavigationMenu.Link asChild>
                <Link to={links.category(category)} className="block whitespace-nowrap rounded px-2.5 py-2 text-sm font-semibold hover:bg-theme">
                  {category.name}
                </Link>
              </NavigationMenu.Link>
            )}
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
