import type { Database } from '../../db/client.js';
import { bundleComponents, loadSellableFacts, type CategoryTree, type SellableFacts } from '../catalog/index.js';
import { getAvailability, NO_STOCK, partName, type Availability } from '../inventory/index.js';
import type { Currency, PriceMoment } from '../pricing/index.js';

/** Something a basket line can hold (a variant, a standard item or a bundle) with the stock it has now. */
export type Sellable = SellableFacts & {
  stock: Availability;
  /** For a bundle whose stock a part sets: that part's name, in the sellable's language. */
  stockLimitedBy?: string;
};

/**
 * The facts with the stock they have now (one query, two with bundles, whose parts' stock counts);
 * a sellable without a stock record has none.
 */
export async function withStock(
  db: Pick<Database, 'select'>,
  facts: ReadonlyMap<string, SellableFacts>,
  locale: string,
): Promise<Map<string, Sellable>> {
  const bundles = await bundleComponents(
    db,
    [...facts.values()].filter((f) => f.kind === 'bundle').map((f) => f.id),
  );
  const stock = await getAvailability(db, [...facts.keys()], bundles);
  return new Map(
    [...facts].map(([id, f]) => {
      const own = stock.get(id) ?? NO_STOCK;
      const limitedBy = own.limitedBy ? { stockLimitedBy: partName(own.limitedBy, locale) } : {};
      return [id, { ...f, stock: own, ...limitedBy }];
    }),
  );
}

/** Sellables by id with their stock (loadSellableFacts and one stock query). */
export async function loadSellables(
  db: Database,
  ids: readonly string[],
  ctx: { currency: Currency; locale: string; prices?: PriceMoment },
  categories?: CategoryTree,
): Promise<Map<string, Sellable>> {
  const facts = await loadSellableFacts(db, ids, ctx, categories);
  return withStock(db, facts, ctx.locale);
}
