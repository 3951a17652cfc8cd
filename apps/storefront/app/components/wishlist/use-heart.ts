import { APP_CONFIG, type FeatureFlags } from '@ridgeline/config';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useLocalizedPath } from '~/lib/site/site';
import { useAccountModal } from '../account/account-modal-context';
import { useToast } from '../ui/toaster';
import type * as WishlistRuntime from './wishlist-runtime';
import type { HeartContext } from './wishlist-runtime';

type RootData = { customer?: { firstName: string } | null; features?: FeatureFlags } | undefined;
type Runtime = typeof WishlistRuntime;

let runtime: Runtime | undefined;
/** The hearts' logic and state, fetched on first use and kept. */
export const loadWishlistRuntime = async (): Promise<Runtime> => (runtime ??= await import('./wishlist-runtime'));

/** Everything a heart's click needs from the page, gathered in render (all of it is on every page already). */
export function useHeartContext(): HeartContext & { enabled: boolean } {
  const root = useRouteLoaderData('root') as RootData;
  const localized = useLocalizedPath();
  return {
    enabled: (root?.features ?? APP_CONFIG.features).wishlist,
    signedIn: Boolean(root?.customer),
    pathname: useLocation().pathname,
    intl: useIntl(),
    toast: useToast(),
    modal: useAccountModal(),
    wishlistHref: localized('/account/wishlist'),
  };
}

/**
 * Whether the product is saved and a toggle is under way. Only a signed-in customer's hearts load
 * the saved ids (once per page, shared by all hearts); a guest's hearts cost nothing until clicked.
 */
export function useHeartState(productId: string, signedIn: boolean): { saved: boolean; busy: boolean } {
  const [state, setState] = useState({ saved: false, busy: false });
  useEffect(() => {
    if (!signedIn) {
      runtime?.wishlistStore.reset();
      setState((s) => (s.saved || s.busy ? { saved: false, busy: false } : s));
      return;
    }
    let live = true;
    let unsubscribe: (() => void) | undefined;
    void loadWishlistRuntime().then(({ wishlistStore }) => {
      if (!live) return;
      const read = () => {
        const snapshot = wishlistStore.getSnapshot();
        const next = { saved: snapshot.saved.has(productId), busy: snapshot.pending.has(productId) };
        setState((s) => (s.saved === next.saved && s.busy === next.busy ? s : next));
      };
      unsubscribe = wishlistStore.subscribe(read);
      read();
      void wishlistStore.load();
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [productId, signedIn]);
  return state;
}
