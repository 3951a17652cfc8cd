// React Router's client entry, with what the shopper did before hydration kept (decision 038).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { noteFieldsBeforeHydration, ReplayEarlyInput } from './lib/hydration/early-input';

noteFieldsBeforeHydration();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <ReplayEarlyInput />
    </StrictMode>,
  );
});
