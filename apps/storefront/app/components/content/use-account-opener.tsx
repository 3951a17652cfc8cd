import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useAccountModal } from '../account/account-modal-context';

const AccountDrawer = lazy(() => import('../account/account-drawer'));

/**
 * Opens the account drawer as the header's account icon does (spec 1 §4): the drawer for a
 * signed-in customer, the sign-in modal for anyone else. Render `drawer` where the opener lives;
 * the drawer's code loads on first use.
 */
export function useAccountOpener(): { open: () => void; drawer: ReactNode } {
  const modal = useAccountModal();
  const customer = (useRouteLoaderData('root') as { customer?: { firstName: string } | null } | undefined)?.customer;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = useCallback(() => setDrawerOpen(false), []);
  const open = useCallback(() => (customer ? setDrawerOpen(true) : modal.open()), [customer, modal]);
  const drawer =
    customer && drawerOpen ? (
      <Suspense fallback={null}>
        <AccountDrawer firstName={customer.firstName} open onClose={close} />
      </Suspense>
    ) : null;
  return { open, drawer };
}
