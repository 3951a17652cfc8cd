import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { Drawer } from '../ui/drawer';

/**
 * Below the desktop breakpoint the refinements live in a drawer opened by a Filter button. The
 * drawer is built the first time it opens, then kept (so closing returns focus to the button): the
 * page's first HTML and hydration carry the refinements once, in the desktop column, instead of
 * twice (about 340 elements on a category page).
 */
export function FilterDrawer({ children, count }: { children: ReactNode; count: number }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="rounded border border-ink px-4 py-2 text-sm font-semibold"
      >
        <FormattedMessage
          id="refinements.open"
          defaultMessage="Filter{count, plural, =0 {} other { (#)}}"
          values={{ count }}
        />
      </button>
      {used ? (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          title={<FormattedMessage id="refinements.label" defaultMessage="Filters" />}
        >
          {children}
        </Drawer>
      ) : null}
    </div>
  );
}
