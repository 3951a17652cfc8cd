import { useContext } from 'react';
import { UNSAFE_FrameworkContext } from 'react-router';

/**
 * The request's Content-Security-Policy nonce while rendering on the server (server/security-headers.ts
 * makes it; entry.server.tsx gives it to React Router, whose `<Scripts>` and `<Links>` read it from
 * the same context). Undefined in the browser, where no inline script is ever added.
 */
export function useCspNonce(): string | undefined {
  return useContext(UNSAFE_FrameworkContext)?.nonce;
}
