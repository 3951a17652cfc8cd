import { Scripts } from 'react-router';
import {
  CHUNK_RELOAD_KEY,
  CLIENT_ERRORS_PATH,
  CLIENT_ERRORS_PER_PAGE,
  reportClientErrors,
} from '~/lib/http/client-errors';
import { useCspNonce } from '~/lib/http/csp-nonce';
import { OFFLINE_BANNER_ID, SERVICE_WORKER_URL, watchConnection } from '~/lib/offline/inline-offline';
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

/** A reload for a failed chunk at most once in this long per tab: never a loop. */
const CHUNK_RELOAD_AFTER_MS = 5 * 60_000;

// Server only: the browser keeps a script as the server sent it, and hydration does not compare it.
// The error reporter comes first, to hear errors from the first script on (decision 042), and
// alone in its try: whatever it meets, what the shopper does is still held.
const hold = import.meta.env.SSR
  ? `try{${call(reportClientErrors, CLIENT_ERRORS_PATH, CLIENT_ERRORS_PER_PAGE, CHUNK_RELOAD_KEY, CHUNK_RELOAD_AFTER_MS)}}catch(e){}` +
    call(holdEarlyInput, EARLY_INPUT_GLOBAL)
  : '';
// The offline banner's switch and the service worker, after the banner (decision 052): development
// has no worker (Vite's dev server serves modules a worker must not keep).
const start = import.meta.env.SSR
  ? call(startModulesAfterFirstPaint, DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, EARLY_INPUT_GLOBAL, SCRIPTS_WAIT_MS) +
    `try{${call(watchConnection, OFFLINE_BANNER_ID, import.meta.env.PROD ? SERVICE_WORKER_URL : '')}}catch(e){}`
  : '';

/**
 * In the head: from the first byte of the body on, what the shopper does is held (decision 038),
 * and errors are reported to the server (decision 042).
 */
export function HoldEarlyInput() {
  const nonce = useCspNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: hold }} />;
}

/**
 * React Router's scripts, started after the first paint and the first pictures, for the client
 * entry to hydrate the page and replay what `HoldEarlyInput` held (decision 038); the offline
 * banner's switch and the service worker's registration (decision 052).
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
