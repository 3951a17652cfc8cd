import type { DatabaseHandle } from '../db/client.js';
import type { Logger } from '../logger.js';
import { invalidateCategoryTree } from '../modules/catalog/index.js';
import { dropContentCache } from '../modules/content/index.js';
import { invalidatePromotions } from '../modules/promotion/index.js';
import { forgetPricingContext } from '../modules/shopper-context/index.js';
import { forgetTargetingRules } from '../modules/targeting/index.js';
import { listenForChanges, onChange } from './changes.js';

/**
 * What an engine process keeps in memory, dropped when another process (or this one) announces a
 * change under it. Text search needs nothing here: every search reads the index's generation from
 * the database (decisions 033, 034).
 */
export async function startChangeListening(handle: DatabaseHandle, logger: Logger): Promise<() => Promise<void>> {
  const unsubscribe = onChange((change) => {
    if (change === 'catalog' || change === 'everything') invalidateCategoryTree();
    if (change === 'promotions' || change === 'everything') invalidatePromotions();
    if (change === 'content' || change === 'everything') dropContentCache();
    // A session's context was written on another instance: its bag's price may follow it now.
    if (change === 'shopper-context' || change === 'everything') forgetPricingContext();
    if (change === 'targeting' || change === 'everything') forgetTargetingRules();
  });
  const stop = await listenForChanges(handle, logger);
  return async () => {
    unsubscribe();
    await stop();
  };
}
