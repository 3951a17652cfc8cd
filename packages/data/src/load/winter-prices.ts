import { priceBooks } from '@ridgeline/commerce/schema';
import { sql } from 'drizzle-orm';
import type { Database } from '@ridgeline/commerce';
import { winterSaleWindow } from '../content-items/index.js';

/** The Winter Sale's price books: a quarter off jackets and winter boots while the sale's edition is live. */
export const WINTER_SALE_BOOKS = [
  { id: 'usd-winter-sale', currency: 'USD', list: 'usd-list', name: 'USD Winter Sale prices' },
  { id: 'cad-winter-sale', currency: 'CAD', list: 'cad-list', name: 'CAD Winter Sale prices' },
] as const;
export const WINTER_SALE_PERCENT_OFF = 25;

/**
 * Seeds the Winter Sale's price books (issue 24): sale books live only in the window of the Winter
 * Sale edition (30 days after the seed, for 14 days), pricing every jacket and winter boot at 25%
 * off its list price, so previewing that date (vse-timestamp, the Storefront Toolkit's effective
 * date) shows the sale's prices with the sale's content. Idempotent.
 */
export async function seedWinterSalePrices(db: Database, now = new Date()): Promise<void> {
  const window = winterSaleWindow(now);
  await db
    .insert(priceBooks)
    .values(
      WINTER_SALE_BOOKS.map((book) => ({
        id: book.id,
        currency: book.currency,
        kind: 'sale' as const,
        name: book.name,
        startsAt: new Date(window.start),
        endsAt: new Date(window.end),
      })),
    )
    .onConflictDoNothing();
  for (const book of WINTER_SALE_BOOKS) {
    await db.execute(sql`
      INSERT INTO prices (price_book_id, product_id, min_quantity, amount_minor)
      SELECT ${book.id}, p.product_id, p.min_quantity, round(p.amount_minor * ${100 - WINTER_SALE_PERCENT_OFF}::integer / 100.0)::integer
      FROM prices p
      WHERE p.price_book_id = ${book.list}
        AND EXISTS (
          SELECT 1 FROM product_categories pc
          WHERE pc.product_id = p.product_id
            AND (pc.category_id = 'footwear-winter-boots' OR pc.category_id LIKE '%-jackets'))
      ON CONFLICT DO NOTHING`);
  }
}
