import type { DeliveredMeta } from '@ridgeline/sdk';

/**
 * A block as delivered (decision 045): its fields and `_meta`. Fields with a default in the
 * engine's schema may still be absent from an item written before the default existed, so the
 * renderers fall back to the same defaults.
 */
export type Delivered<T> = Partial<T> & { _meta: DeliveredMeta };
