import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { AccountIcon } from '../ui/icons';
import { useAccountModal } from './account-modal-context';

const AccountDrawer = lazy(() => import('./account-drawer'));

/**
 * The header's account icon (spec 1 §2, §4): the account drawer for a registered customer, the
 * sign-in modal for anyone else. The drawer's code loads on first use.
 */
export function AccountButton({ customer }: { customer: { firstName: string } | null }) {
  const intl = useIntl();
  const modal = useAccountModal();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = useCallback(() => setDrawerOpen(false), []);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        data-signed-in={customer ? 'true' : 'false'}
        onClick={() => (customer ? setDrawerOpen(true) : modal.open())}
        // Content kept as server HTML opens the account drawer through this button (static-island.tsx).
        data-account-opener=""
        className="shrink-0 rounded p-2 hover:bg-theme"
        aria-label={intl.formatMessage({ id: 'header.account', defaultMessage: 'My account' })}
      >
        <AccountIcon />
      </button>
      {customer && drawerOpen ? (
        <Suspense fallback={null}>
          <AccountDrawer firstName={customer.firstName} open onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
