import { readLastViewed, viewedThisSession } from './last-viewed';
import { EXIT_INTENT_TOP_PX, EXIT_SHOWN_KEY, PICK_UP_SHOWN_KEY } from './trigger-keys';

/** When the targeted overlays open (spec 3 §4.6), decided before their code is loaded. */

function stored(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return false;
  }
}
function store(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, '1');
  } catch {
    // No storage: the flag lasts this page.
  }
}

/**
 * Whether the pick-up modal opens on this page: a last viewed product exists (image, name, link)
 * from an earlier visit — not one viewed in this session, whose shopper has not left off — it has not
 * shown this session, and this page is not that product's. Opening marks the session.
 */
export function takePickUp(path: string): boolean {
  const product = readLastViewed();
  if (!product || viewedThisSession() || stored(() => sessionStorage, PICK_UP_SHOWN_KEY)) return false;
  if (new URL(product.prodHref, 'http://shop.invalid').pathname === path) return false;
  store(() => sessionStorage, PICK_UP_SHOWN_KEY);
  return true;
}

/**
 * Calls `open` once, the first time the pointer leaves the page within 20 px of the top, unless the
 * exit modal has shown in this browser before (its flag is then stored). Answers the unsubscribe.
 */
export function onExitIntent(open: () => void): () => void {
  if (stored(() => localStorage, EXIT_SHOWN_KEY)) return () => undefined;
  const leave = (event: MouseEvent) => {
    if (event.relatedTarget !== null || event.clientY > EXIT_INTENT_TOP_PX) return;
    if (stored(() => localStorage, EXIT_SHOWN_KEY)) return;
    store(() => localStorage, EXIT_SHOWN_KEY);
    document.removeEventListener('mouseout', leave);
    open();
  };
  document.addEventListener('mouseout', leave);
  return () => document.removeEventListener('mouseout', leave);
}
