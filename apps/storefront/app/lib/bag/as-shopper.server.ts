import { CommerceApiError, type CommerceClient } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';

/**
 * Runs a basket call for the shopper, starting a session when they have none. A token the
 * engine no longer knows (expired) is dropped and the call made once more with a new session.
 */
export async function asShopper<T>(context: AppLoadContext, call: (client: CommerceClient) => Promise<T>): Promise<T> {
  try {
    return await call(await context.shopper.client());
  } catch (error) {
    if (!(error instanceof CommerceApiError) || error.status !== 401) throw error;
    context.shopper.reset();
    return call(await context.shopper.client());
  }
}
