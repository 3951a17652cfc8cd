import { z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.js';
import { InvalidInputError } from '../../http/errors.js';
import { Product } from './contract.js';
import { getProducts, type ProductContext } from './product-service.js';

/**
 * Products by ids (spec 2 §7 "Get products": ids comma-joined, allImages, perPricebook): whole
 * products, as `GET /products/{id}` gives them, for up to MAX_IDS ids at once.
 *
 *   allImages     true: every colour's image groups; false (default): the first colour's and the
 *                 colourless ones, enough for a tile or a compare row.
 *   perPricebook  true: priceRanges and tieredPrices per price book (list and sale); false
 *                 (default): without them (price, priceMax and the variants' prices stay).
 */
export const MAX_IDS = 24;

export const ProductsByIds = z
  .object({ limit: z.number().int(), total: z.number().int(), data: z.array(Product) })
  .openapi('ProductsByIds');
export type ProductsByIds = z.infer<typeof ProductsByIds>;

const ID = /^[A-Za-z0-9_.-]{1,100}$/;

/** The distinct ids of a comma-joined list, in their order; refused when empty, malformed or too many. */
export function parseIds(joined: string): string[] {
  const ids = [...new Set(joined.split(',').map((id) => id.trim()))];
  if (ids.some((id) => !ID.test(id))) {
    throw new InvalidInputError(
      'ids must be product ids joined with commas (letters, digits, dot, dash and underscore).',
    );
  }
  if (ids.length > MAX_IDS) throw new InvalidInputError(`ids may name at most ${MAX_IDS} products.`);
  return ids;
}

export type ByIdsOptions = { allImages: boolean; perPricebook: boolean };

export async function getProductsByIds(
  db: Database,
  ids: readonly string[],
  ctx: ProductContext,
  options: ByIdsOptions,
): Promise<ProductsByIds> {
  const data = (await getProducts(db, ids, ctx)).map((product) => shaped(product, options));
  return { limit: ids.length, total: data.length, data };
}

function shaped(product: Product, options: ByIdsOptions): Product {
  const result = { ...product };
  if (!options.allImages) {
    const first = product.imageGroups.find((g) => g.variationAttributes)?.variationAttributes?.[0]?.values[0]?.value;
    result.imageGroups = product.imageGroups.filter(
      (g) => !g.variationAttributes || g.variationAttributes[0]?.values.some((v) => v.value === first),
    );
  }
  if (!options.perPricebook) {
    result.priceRanges = [];
    result.tieredPrices = [];
  }
  return result;
}
