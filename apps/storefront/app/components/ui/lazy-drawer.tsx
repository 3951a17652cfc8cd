import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { Drawer as DrawerComponent } from './drawer';

const Drawer = lazy(() => import('./drawer').then((m) => ({ default: m.Drawer })));

/**
 * A Drawer whose code loads the first time it opens — for drawers every page has but few visits
 * open (the mobile menu and search). Once opened it stays mounted, so closing it returns focus to
 * its opener as the native dialog does.
 */
export function LazyDrawer(props: ComponentProps<typeof DrawerComponent>) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  ) : null;
}
