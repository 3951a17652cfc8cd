import { lazy, Suspense, useEffect, useState } from 'react';

/** The targeting launcher's code: loaded once the shopper starts using the page (decision 054). */
const TargetingLauncher = lazy(() =>
  import('./targeting-launcher').then(
    (m) => ({ default: m.TargetingLauncher }),
    // Offline, or a release replaced the file: no targeting on this page, and nothing else breaks.
    () => ({ default: () => null }),
  ),
);

const ENGAGED = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/** Without any interaction, targeting starts this long after the page is drawn. */
export const TARGETING_START_MS = 5_000;

/**
 * Starts targeting (the weather widget, pick-up and exit modals: spec 3 §4.6) at the shopper's first
 * interaction with the page, or 5 s after it is drawn: like a tag manager's tags, it never competes
 * with the page's own loading, and an overlay is for a shopper who is there.
 */
export function TargetingStarter() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const start = () => {
      stop();
      setStarted(true);
    };
    const timer = setTimeout(start, TARGETING_START_MS);
    function stop() {
      clearTimeout(timer);
      for (const type of ENGAGED) window.removeEventListener(type, start);
    }
    for (const type of ENGAGED) window.addEventListener(type, start, { passive: true });
    return stop;
  }, []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <TargetingLauncher />
    </Suspense>
  );
}
