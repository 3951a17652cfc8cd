import { useContext } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';

/**
 * The request's Content-Security-Policy nonce while rendering on the server (server/security-headers.ts
 * makes it; entry.server.tsx gives it to React Router, whose `<Scripts>` and `<Links>` read it from
 * the same context). The browser never adds an inline script, so its build leaves the lookup out.
 */
export const useCspNonce: () => string | undefined = import.meta.env.SSR
  ? // A build-time constant picks one body: each build always makes the same hook calls.
    () => useContext(UNSAFE_FrameworkContext)?.nonce
  : () => undefined;
