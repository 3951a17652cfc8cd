import { CommerceApiError } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';

/**
 * Units in the shopper's bag for the header's bag badge. No session means an empty bag (and no
 * session is started just to say so); an expired one is forgotten; other failures show 0 and are logged.
 */
export async function bagCount(context: AppLoadContext): Promise<number> {
  if (!context.shopper.token) return 0;
  try {
    return (await (await context.shopper.client()).getBasketCount()).count;
  } catch (error) {
    if (error instanceof CommerceApiError && error.status === 401) {
      context.shopper.reset();
      return 0;
    }
    context.logger.error({ msg: 'Bag count failed to load', error: String(error) });
    return 0;
  }
}
