import { Scripts } from 'react-router';
import {
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  EARLY_INPUT_GLOBAL,
  FIRST_PICTURES_WAIT_MS,
  holdEarlyInput,
  startModulesAfterFirstPaint,
} from '~/lib/hydration/inline-scripts';

const call = (fn: (...args: never[]) => void, ...args: Array<string | number>) =>
  `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;

// Server only: the browser keeps the script as the server sent it, and hydration does not compare it.
const bootstrap = import.meta.env.SSR
  ? call(holdEarlyInput, EARLY_INPUT_GLOBAL) +
    call(
      startModulesAfterFirstPaint,
      DEFERRED_MODULE_TYPE,
      DEFERRED_PRELOAD_REL,
      EARLY_INPUT_GLOBAL,
      FIRST_PICTURES_WAIT_MS,
    )
  : '';

/**
 * React Router's scripts, started after the first paint, with what the shopper does before
 * hydration held for the client entry to replay (decision 038).
 */
export function PageScripts() {
  return (
    <>
      <Scripts />
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootstrap }} />
    </>
  );
}
