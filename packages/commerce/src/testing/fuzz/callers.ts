import { registerTestCustomer } from '../customers.js';
import { shopperCall } from '../shopper-call.js';
import type { Caller } from './request-arbitrary.js';

type Api = Parameters<typeof shopperCall>[0];

/**
 * The sessions fuzzed requests are sent with: a guest's and a registered customer's, renewed when
 * a fuzzed request has ended them (a logout, a password change) so later operations still get
 * past authentication.
 */
export function fuzzCallers(api: Api) {
  const tokens: Partial<Record<'guest' | 'customer', string>> = {};
  let customers = 0;
  const alive = async (token: string | undefined) =>
    token !== undefined && (await shopperCall(api, token, 'GET', '/shopper/sessions/current')).status === 200;
  return {
    tokenOf: (caller: Caller): string | undefined =>
      caller === 'guest' || caller === 'customer' ? tokens[caller] : undefined,
    /** Starts the sessions that are missing or no longer work; answers how many were started. */
    async renew(): Promise<number> {
      let started = 0;
      if (!(await alive(tokens.guest))) {
        tokens.guest = (await shopperCall(api, undefined, 'POST', '/shopper/sessions/guest')).body.token as string;
        started += 1;
      }
      if (!(await alive(tokens.customer))) {
        customers += 1;
        tokens.customer = await registerTestCustomer(api, `fuzz-${customers}@example.com`);
        started += 1;
      }
      return started;
    },
  };
}

export type FuzzCallers = ReturnType<typeof fuzzCallers>;
