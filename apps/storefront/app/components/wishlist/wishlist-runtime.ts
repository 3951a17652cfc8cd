import type { IntlShape } from 'react-intl';
import type { AccountModalControls } from '../account/account-modal-context';
import type { ToastInput } from '../ui/toaster';
import { wishlistStore, type ToggleIntent, type ToggleOutcome } from './wishlist-store';

/**
 * What a heart does when clicked (spec 2 §4, §8). Loaded on the first click (or, for a signed-in
 * customer, to read the saved ids): listing and product pages ship only the button.
 */
export { wishlistStore };

/** What a heart hands over from its render: the shopper's state and the page's toaster and modal. */
export type HeartContext = {
  signedIn: boolean;
  pathname: string;
  intl: IntlShape;
  toast: (toast: ToastInput) => void;
  modal: AccountModalControls;
  /** /account/wishlist in the current locale, for the toasts' View Wishlist. */
  wishlistHref: string;
};

/** The sign-in pages, where the sign-in form is already on screen. */
export const isSignInPage = (pathname: string) => /(^|\/)(login|registration)\/?$/.test(pathname);

/** The toasts of a toggle: success with View Wishlist, or "An error occurred" with the message (also logged). */
export function reportToggle(ctx: HeartContext, outcome: ToggleOutcome): void {
  if (outcome.ok === 'ignored') return;
  const { intl, toast } = ctx;
  if (outcome.ok) {
    toast({
      status: 'success',
      title:
        outcome.intent === 'add'
          ? intl.formatMessage({ id: 'wishlist.added', defaultMessage: 'Added to wishlist' })
          : intl.formatMessage({ id: 'wishlist.removed', defaultMessage: 'Removed from wishlist' }),
      action: {
        label: intl.formatMessage({ id: 'wishlist.view', defaultMessage: 'View Wishlist' }),
        href: ctx.wishlistHref,
      },
    });
    return;
  }
  console.error('Wishlist update failed', outcome);
  toast({
    status: 'error',
    title: intl.formatMessage({ id: 'wishlist.error', defaultMessage: 'An error occurred' }),
    description: outcome.message,
  });
}

/** Saves or removes the product for a signed-in customer, with its toasts. */
async function change(ctx: HeartContext, productId: string, intent?: ToggleIntent): Promise<ToggleOutcome> {
  const chosen = intent ?? (wishlistStore.getSnapshot().saved.has(productId) ? 'remove' : 'add');
  const outcome = await wishlistStore.toggle(productId, chosen);
  // The session ended meanwhile: sign in again, then the same change.
  if (outcome.ok === false && outcome.status === 403 && !isSignInPage(ctx.pathname)) {
    ctx.modal.open({ then: () => void wishlistStore.toggle(productId, chosen).then((o) => reportToggle(ctx, o)) });
    return outcome;
  }
  reportToggle(ctx, outcome);
  return outcome;
}

/**
 * A heart's click. A signed-in customer's product is saved or removed (a second click while the
 * first is under way is ignored). A guest is asked to sign in: an info toast on the sign-in pages,
 * the sign-in modal elsewhere — and once signed in, the product is saved.
 */
export function toggleWishlist(ctx: HeartContext, productId: string, intent?: ToggleIntent): Promise<ToggleOutcome> {
  if (ctx.signedIn) return change(ctx, productId, intent);
  if (isSignInPage(ctx.pathname)) {
    ctx.toast({
      status: 'info',
      title: ctx.intl.formatMessage({ id: 'wishlist.sign_in', defaultMessage: 'Please sign in to continue!' }),
    });
  } else {
    ctx.modal.open({ then: () => void change({ ...ctx, signedIn: true }, productId, 'add') });
  }
  return Promise.resolve({ ok: 'ignored' });
}
