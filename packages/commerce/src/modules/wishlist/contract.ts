import { z } from '@hono/zod-openapi';
import { ProductSummary } from '../catalog/index.js';
import { CurrencyQuery, LocaleQuery } from '../../http/site-query.js';
import { PRODUCT_LIST_TYPES } from './schema.js';

export const CustomerProductListItem = z
  .object({
    id: z.string().uuid(),
    /** A master, a variant or a standard product, as it was saved. */
    productId: z.string(),
    type: z.literal('product'),
    quantity: z.number().int(),
    priority: z.number().int(),
    public: z.boolean(),
    creationDate: z.string().datetime(),
    /** With `expand=product`: the product's tile data (a variant's master, with `variationValues`). */
    product: ProductSummary.optional(),
    /** With `expand=product`, for a saved variant: its colour and size. */
    variationValues: z.object({ color: z.string(), size: z.string() }).optional(),
  })
  .openapi('CustomerProductListItem');

export const CustomerProductList = z
  .object({
    id: z.string().uuid(),
    type: z.enum(PRODUCT_LIST_TYPES),
    name: z.string().optional(),
    creationDate: z.string().datetime(),
    lastModified: z.string().datetime(),
    customerProductListItems: z.array(CustomerProductListItem),
  })
  .openapi('CustomerProductList');

export const CustomerProductListResult = z
  .object({
    limit: z.number().int(),
    /** How many lists the customer has. */
    total: z.number().int(),
    data: z.array(CustomerProductList),
  })
  .openapi('CustomerProductListResult');

export const CreateProductListRequest = z
  .object({
    type: z.enum(PRODUCT_LIST_TYPES),
    name: z.string().trim().max(256).optional(),
  })
  .strict()
  .openapi('CreateProductListRequest');

export const AddProductListItemRequest = z
  .object({
    productId: z.string().trim().min(1, 'is required').max(100),
    quantity: z.number().int().min(1).max(999).default(1),
    public: z.boolean().optional(),
    priority: z.number().int().min(0).max(1000).optional(),
    /** The platform's item type; only products can be saved. */
    type: z.literal('product').optional(),
  })
  .strict()
  .openapi('AddProductListItemRequest');

export const ProductListsQuery = z.object({
  /** `product` adds each item's tile data (name, image, price) in `locale` and `currency`. */
  expand: z.enum(['product']).optional(),
  locale: LocaleQuery,
  currency: CurrencyQuery,
});

export type CustomerProductListDto = z.infer<typeof CustomerProductList>;
export type CustomerProductListItemDto = z.infer<typeof CustomerProductListItem>;
export type CustomerProductListResultDto = z.infer<typeof CustomerProductListResult>;
export type CreateProductListRequest = z.input<typeof CreateProductListRequest>;
export type AddProductListItemRequest = z.input<typeof AddProductListItemRequest>;
