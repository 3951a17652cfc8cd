import { lazy, Suspense, useEffect, useState } from 'react';
import { TOOLKIT_ENABLE_PARAM, TOOLKIT_SESSION_FLAG } from '~/lib/toolkit/toolkit-flags';

/** The toolkit's code loads only in a tab that turned it on: most visits never download it. */
const StorefrontToolkit = lazy(() => import('./storefront-toolkit').then((m) => ({ default: m.StorefrontToolkit })));

/**
 * Turns the Storefront Toolkit on for `?__sftoolkit=on`, and keeps it on in a tab whose session
 * storage says it is (spec 3 §4.3), unless the shop has it off. Renders nothing otherwise.
 */
export function ToolkitLauncher({ available, signedIn }: { available: boolean; signedIn: boolean }) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!available) return;
    let flagged = false;
    try {
      flagged = sessionStorage.getItem(TOOLKIT_SESSION_FLAG) === 'true';
    } catch {
      // No session storage (a locked-down browser): only the address can turn it on.
    }
    if (flagged || new URLSearchParams(window.location.search).get(TOOLKIT_ENABLE_PARAM) === 'on') setOn(true);
  }, [available]);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <StorefrontToolkit signedIn={signedIn} onExit={() => setOn(false)} />
    </Suspense>
  );
}
