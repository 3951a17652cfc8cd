/** The one place the generator reaches into @ridgeline/commerce: row types and the artwork vocabulary. */
import type * as schema from '@ridgeline/commerce/schema';

export type { Localized, VariationAttribute, VariationValue, Artwork } from '@ridgeline/commerce/schema';
export { ARTWORK_KINDS, ARTWORK_STYLE_COUNT, type ArtworkKind } from '@ridgeline/commerce';

export type CategoryRow = typeof schema.categories.$inferInsert;
export type ProductRow = typeof schema.products.$inferInsert;
export type ProductCategoryRow = typeof schema.productCategories.$inferInsert;
export type ProductComponentRow = typeof schema.productComponents.$inferInsert;
export type VariantRow = typeof schema.variants.$inferInsert;
export type InventoryRecordRow = typeof schema.inventoryRecords.$inferInsert;
export type PriceBookRow = typeof schema.priceBooks.$inferInsert;
export type PriceRow = typeof schema.prices.$inferInsert;
