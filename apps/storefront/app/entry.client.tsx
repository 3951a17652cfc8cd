// React Router's client entry, with what the shopper did before hydration kept (decision 038).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ReplayEarlyInput, stopHoldingEarlyInput } from './lib/hydration/early-input';

stopHoldingEarlyInput();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <ReplayEarlyInput />
    </StrictMode>,
  );
});
