import type { MenuCategory } from '~/lib/site/menu';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon } from '../ui/icons';
import { useCatalogLinks } from './use-links';

/** Hover opens a category's panel after 150 ms (spec 3 §9); keyboard and click open it at once. */
export const NAV_HOVER_OPEN_DELAY_MS = 150;
/** Leaving the menu closes it after the 200 ms popover close delay (spec 3 §9), so diagonal moves don't flicker. */
export const NAV_CLOSE_DELAY_MS = 200;

/**
 * The desktop category menu (from the 992 px breakpoint), built from the catalogue's tree.
 * A disclosure navigation (WAI-ARIA pattern): each department is a button with aria-expanded
 * controlling its panel of links; Escape closes and returns focus to the button.
 */
export function CategoryMenu({ categories }: { categories: MenuCategory[] }) {
  const links = useCatalogLinks();
  const location = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const later = (fn: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setOpen(null), [location.key]);

  return (
    <div
      className="relative hidden lg:block"
      onMouseLeave={() => later(() => setOpen(null), NAV_CLOSE_DELAY_MS)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          buttons.current.get(open)?.focus();
          setOpen(null);
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul className="flex flex-wrap items-center">
        {categories.map((category) => {
          const expanded = open === category.id;
          const itemClass =
            'flex items-center gap-1 whitespace-nowrap rounded px-2.5 py-2 text-sm font-semibold hover:bg-theme';
          return (
            <li key={category.id} onMouseEnter={() => later(() => setOpen(category.id), NAV_HOVER_OPEN_DELAY_MS)}>
              {category.categories?.length ? (
                <>
                  <button
                    type="button"
                    ref={(el) => {
                      if (el) buttons.current.set(category.id, el);
                    }}
                    aria-expanded={expanded}
                    aria-controls={`menu-${category.id}`}
                    onClick={() => {
                      clearTimeout(timer.current);
                      setOpen(expanded ? null : category.id);
                    }}
                    className={`group ${itemClass} ${expanded ? 'bg-theme' : ''}`}
                  >
                    {category.name}
                    <ChevronDownIcon width={14} height={14} className={expanded ? 'rotate-180' : ''} />
                  </button>
                  <div
                    id={`menu-${category.id}`}
                    hidden={!expanded}
                    className="absolute left-0 top-full z-40 w-[min(48rem,90vw)] rounded-b-md border border-neutral-200 bg-white p-6 shadow-lg"
                  >
                    <ul className="grid grid-cols-3 gap-x-8 gap-y-2">
                      <li className="col-span-3 mb-2">
                        <Link
                          to={links.category(category)}
                          className="font-semibold underline-offset-4 hover:underline"
                        >
                          <FormattedMessage
                            id="menu.shop_all"
                            defaultMessage="Shop all {category}"
                            values={{ category: category.name }}
                          />
                        </Link>
                      </li>
                      {category.categories.map((child) => (
                        <li key={child.id}>
                          <Link to={links.category(child)} className="block py-1 text-neutral-800 hover:underline">
                            {child.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </>
              ) : (
                <Link to={links.category(category)} className={itemClass}>
                  {category.name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
