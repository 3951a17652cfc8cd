import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AccountModalContext, type AccountModalControls, type AccountModalOptions } from './account-modal-context';

// The sign-in flow (forms, schemas, messages) loads only when the modal first opens: every page
// has the provider, few visits need the flow.
const AccountModalDialog = lazy(() => import('./account-modal-dialog'));

/** True when the address asks for the sign-in modal (spec 1 §2: `signin=true` or `#signin`). */
export function asksForSignIn(url: URL): boolean {
  return url.searchParams.get('signin') === 'true' || url.hash === '#signin';
}

/** The address without the sign-in request. */
export function withoutSignInRequest(url: URL): string {
  const next = new URL(url);
  next.searchParams.delete('signin');
  if (next.hash === '#signin') next.hash = '';
  return next.pathname + next.search + next.hash;
}

/**
 * The account modal on every page (spec 1 §2, §4). Opened by `useAccountModal().open()` (a guest
 * using the account icon or the wishlist), or by `?signin=true` / `#signin` in the address, which
 * is then removed. A signed-in customer is never asked to sign in again.
 */
export function AccountModalProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; then?: () => void }>({ open: false });
  const location = useLocation();
  const navigate = useNavigate();
  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;

  const open = useCallback((options?: AccountModalOptions) => setState({ open: true, then: options?.then }), []);
  const controls = useMemo<AccountModalControls>(() => ({ open }), [open]);

  useEffect(() => {
    // Only the path, query and hash matter here: any base will do.
    const url = new URL(location.pathname + location.search + location.hash, 'http://shop.invalid');
    if (!asksForSignIn(url)) return;
    // Through the router, so that links built from the current address no longer carry the request.
    void navigate(withoutSignInRequest(url), { replace: true, preventScrollReset: true });
    if (!signedInRef.current) open();
  }, [location, navigate, open]);

  const close = useCallback(() => setState({ open: false }), []);
  const signedInNow = useCallback(() => {
    const then = state.then;
    setState({ open: false });
    then?.();
  }, [state.then]);

  return (
    <AccountModalContext.Provider value={controls}>
      {children}
      {state.open ? (
        <Suspense fallback={null}>
          <AccountModalDialog onClose={close} onSignedIn={signedInNow} />
        </Suspense>
      ) : null}
    </AccountModalContext.Provider>
  );
}
