import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useChosenStore } from './use-chosen-store';

// The drawer and its locator load on first use: product pages ship only this button.
const StoreLocatorDrawer = lazy(() => import('./store-locator-drawer'));

/** The shopper's store on the product page, with the store locator drawer to find or change it. */
export function StorePickup() {
  const [chosen, choose] = useChosenStore();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-neutral-200 pt-4 text-sm">
      {chosen ? (
        <p>
          <FormattedMessage
            id="store_pickup.my_store"
            defaultMessage="My Store: {name}"
            values={{ name: <strong key="name">{chosen.name}</strong> }}
          />
        </p>
      ) : null}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="font-semibold underline underline-offset-2"
      >
        {chosen ? (
          <FormattedMessage id="store_pickup.change" defaultMessage="Change Store" />
        ) : (
          <FormattedMessage id="store_locator.title" defaultMessage="Find a Store" />
        )}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <StoreLocatorDrawer open={open} onClose={() => setOpen(false)} chosen={chosen} onChoose={choose} />
        </Suspense>
      ) : null}
    </div>
  );
}
