import { Scripts } from 'react-router';
import { useCspNonce } from '~/lib/csp-nonce';
import {
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  EARLY_INPUT_GLOBAL,
  SCRIPTS_WAIT_MS,
  holdEarlyInput,
  startModulesAfterFirstPaint,
} from '~/lib/hydration/inline-scripts';

const call = (fn: (...args: never[]) => void, ...args: Array<string | number>) =>
  `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;

// Server only: the browser keeps a script as the server sent it, and hydration does not compare it.
const hold = import.meta.env.SSR ? call(holdEarlyInput, EARLY_INPUT_GLOBAL) : '';
const start = import.meta.env.SSR
  ? call(startModulesAfterFirstPaint, DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, EARLY_INPUT_GLOBAL, SCRIPTS_WAIT_MS)
  : '';

/** In the head: from the first byte of the body on, what the shopper does is held (decision 038). */
export function HoldEarlyInput() {
  const nonce = useCspNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: hold }} />;
}

/**
 * React Router's scripts, started after the first paint and the first pictures, for the client
 * entry to hydrate the page and replay what `HoldEarlyInput` held (decision 038).
 */
export function PageScripts() {
  const nonce = useCspNonce();
  return (
    <>
      <Scripts />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: start }} />
    </>
  );
}
