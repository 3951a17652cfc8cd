import type { Database } from '../db/client.js';
import { announceChange } from '../events/changes.js';
import { InvalidInputError } from '../http/errors.js';
import { listedProductsOf } from '../modules/catalog/index.js';
import { existingPriceBooks, setPrices, type PriceInput } from '../modules/pricing/index.js';
import { reindexProducts } from '../modules/search/index.js';

/**
 * A price change, end to end: the prices are checked and written together, the listings that show
 * them are indexed again (tiles and price refinements come from the index), and every instance
 * hears of it, dropping the pages it keeps (decision 041). Any unknown book or product refuses the
 * whole change, naming it.
 */
export async function changePrices(
  db: Database,
  rows: readonly PriceInput[],
): Promise<{ updated: number; reindexed: number }> {
  const books = await existingPriceBooks(
    db,
    rows.map((r) => r.priceBookId),
  );
  const missingBook = rows.find((r) => !books.has(r.priceBookId));
  if (missingBook) throw new InvalidInputError(`prices: no price book '${missingBook.priceBookId}'.`);
  const { listed, unknown } = await listedProductsOf(
    db,
    rows.map((r) => r.productId),
  );
  if (unknown.length > 0) throw new InvalidInputError(`prices: no product or variant '${unknown[0]}'.`);
  await setPrices(db, rows);
  const { indexed } = await reindexProducts(db, listed);
  await announceChange(db, 'prices');
  return { updated: rows.length, reindexed: indexed };
}
