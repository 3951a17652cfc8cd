// React Router's client entry, with what the shopper did before hydration kept (decision 038).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { noteFieldsBeforeHydration, ReplayEarlyInput } from './lib/hydration/early-input';
import { chunkGuardInstrumentation, retryChunksWhenOnline } from './lib/offline/chunk-guard-browser';

/** Page chunks load through the offline guard (decision 052). */
const instrumentations = [chunkGuardInstrumentation];

noteFieldsBeforeHydration();
retryChunksWhenOnline();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={instrumentations} />
      <ReplayEarlyInput />
    </StrictMode>,
  );
});
