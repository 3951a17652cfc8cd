import type { TileProduct } from '~/lib/listing/tile-product';
import { useAfterHydration } from '~/lib/hydration/use-after-hydration';

// Only listing and search pages compare (spec 2 §2): other pages never load this. The checkbox
// shows once the page runs its script, so that a click never lands on one that cannot answer.
const loadCompareCheckbox = () => import('./compare-checkbox').then((m) => m.CompareCheckbox);

/**
 * A tile's compare checkbox, once the page has hydrated: every tile's at once. Only this slot
 * re-renders when it arrives, not the tile around it (decision 030).
 */
export function CompareSlot({ product, href }: { product: TileProduct; href: string }) {
  const CompareCheckbox = useAfterHydration(loadCompareCheckbox);
  return CompareCheckbox ? <CompareCheckbox product={product} href={href} /> : <div className="h-6" />;
}
