import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Hydrates once the server's HTML has been painted (decision 030). Module scripts run as soon as
 * the document is parsed, and on a fast connection that is before the browser's first frame: the
 * shopper would then see nothing until hydration, the page's longest task, is done. A frame
 * callback followed by a task lets the first frame through, then hydrates.
 */
function afterFirstPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0));
}

afterFirstPaint(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
