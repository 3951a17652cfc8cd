import { z } from '@hono/zod-openapi';

/** API shapes of the catalogue, named as the spec names them (spec 2 §3). */

/** A product's or category's id in a path or query. */
export const CatalogueId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, 'may only hold letters, digits, dot, dash and underscore');

export const Image = z
  .object({ link: z.string(), disBaseLink: z.string(), alt: z.string(), title: z.string() })
  .openapi('Image');

export const ImageGroup = z
  .object({
    viewType: z.enum(['large', 'medium', 'small', 'swatch', 'hi-res']),
    variationAttributes: z
      .array(z.object({ id: z.literal('color'), values: z.array(z.object({ value: z.string() })) }))
      .optional(),
    images: z.array(Image),
  })
  .openapi('ImageGroup');

export const VariationAttribute = z
  .object({
    id: z.enum(['color', 'size']),
    name: z.string(),
    values: z.array(
      z.object({
        value: z.string(),
        name: z.string(),
        orderable: z.boolean(),
        swatch: Image.optional(),
      }),
    ),
  })
  .openapi('VariationAttribute');

export const PriceRange = z
  .object({ minPrice: z.number(), maxPrice: z.number(), pricebook: z.string() })
  .openapi('PriceRange');

export const TieredPrice = z
  .object({ quantity: z.number().int(), price: z.number(), pricebook: z.string() })
  .openapi('TieredPrice');

export const Variant = z
  .object({
    productId: z.string(),
    variationValues: z.object({ color: z.string(), size: z.string() }),
    orderable: z.boolean(),
    price: z.number().optional(),
    listPrice: z.number().optional(),
    upc: z.string(),
  })
  .openapi('Variant');

export const Inventory = z
  .object({
    id: z.string(),
    ats: z.number().int(),
    stockLevel: z.number().int(),
    orderable: z.boolean(),
    backorderable: z.boolean(),
    /** A bundle's part whose stock sets the bundle's, when a part does: "Only {n} left for {productName}!". */
    lowestStockLevelProductName: z.string().optional(),
  })
  .openapi('Inventory');

const ProductCustomFields = {
  c_styleNumber: z.string(),
  c_colorID: z.string(),
  c_technologyGridBadge: z.string(),
  c_isNew: z.boolean(),
  c_isSale: z.boolean(),
  c_bvAverageRating: z.number().nullable(),
  c_bvReviewCount: z.number().int(),
};

export const MemberExclusive = z
  .object({
    calloutMsg: z.string(),
    callOutMessageDisplayPages: z.array(z.enum(['product', 'cart', 'checkout'])),
    /** The callout opens the account flow for a shopper who is not a member (tiles are shared, so always true). */
    calloutOpenAccount: z.boolean(),
  })
  .openapi('MemberExclusive');

/** A promotion shown with a product (spec 2 §3 promotions): product and category ones that cover it, site-wide ones. */
export const ProductPromotion = z
  .object({
    promotionId: z.string(),
    calloutMsg: z.string(),
    callOutMessageDisplayPages: z.array(z.enum(['product', 'cart', 'checkout'])),
    /** Member-exclusive: the callout opens the account flow (the page is the same for every shopper). */
    calloutOpenAccount: z.boolean(),
    /** It does not combine with other promotions of its kind. */
    isExclusive: z.boolean(),
  })
  .openapi('ProductPromotion');

export const ProductSummary = z
  .object({
    productId: z.string(),
    productName: z.string(),
    slugUrl: z.string().optional(),
    currency: z.string(),
    price: z.number().optional(),
    priceMax: z.number().optional(),
    listPrice: z.number().optional(),
    image: Image.optional(),
    imageGroups: z.array(ImageGroup),
    variationAttributes: z.array(VariationAttribute),
    /** Only when asked for (search hits with `expand=variants`): tiles do without them. */
    variants: z.array(Variant).optional(),
    /** A member-exclusive promotion covers the product (spec 2 §2 'Member Exclusive' badge, §3 memberExclusive). */
    memberExclusive: MemberExclusive.optional(),
    ...ProductCustomFields,
  })
  .openapi('ProductSummary');

export const ProductComponent = z
  .object({ quantity: z.number().int(), product: ProductSummary })
  .openapi('ProductComponent');

export const Product = z
  .object({
    id: z.string(),
    type: z.enum(['master', 'set', 'bundle', 'item']),
    name: z.string(),
    shortDescription: z.string().optional(),
    longDescription: z.string().optional(),
    pageTitle: z.string().optional(),
    pageDescription: z.string().optional(),
    brand: z.string(),
    manufacturerSku: z.string().optional(),
    primaryCategoryId: z.string(),
    slugUrl: z.string().optional(),
    currency: z.string(),
    price: z.number().optional(),
    priceMax: z.number().optional(),
    priceRanges: z.array(PriceRange),
    tieredPrices: z.array(TieredPrice),
    stepQuantity: z.number().int(),
    minOrderQuantity: z.number().int(),
    features: z.array(z.string()),
    /** What it is made of, one line per part (the fabric accordion); empty when not told. */
    fabric: z.array(z.string()),
    variationAttributes: z.array(VariationAttribute),
    variants: z.array(Variant),
    imageGroups: z.array(ImageGroup),
    inventory: Inventory,
    inventories: z.array(Inventory),
    setProducts: z.array(ProductComponent).optional(),
    bundledProducts: z.array(ProductComponent).optional(),
    /** A member-exclusive promotion covers the product: its badge (spec 2 §2, §3). */
    memberExclusive: MemberExclusive.optional(),
    /** The promotions in force for it today, in the order they apply (their callouts). */
    promotions: z.array(ProductPromotion),
    ...ProductCustomFields,
  })
  .openapi('Product');

export type CategoryNode = {
  id: string;
  name: string;
  pageTitle?: string;
  pageDescription?: string;
  parentCategoryId?: string;
  c_slugUrl?: string;
  c_alternativeUrl?: string;
  c_pageURL?: string;
  c_filterExclusions?: string[];
  c_quickFilterAllowListOverride?: string[];
  image?: string;
  onlineSubCategoriesCount: number;
  parentCategoryTree: { id: string; name: string }[];
  categories?: CategoryNode[];
};

export const Category: z.ZodType<CategoryNode> = z
  .lazy(() =>
    z.object({
      id: z.string(),
      name: z.string(),
      pageTitle: z.string().optional(),
      pageDescription: z.string().optional(),
      parentCategoryId: z.string().optional(),
      c_slugUrl: z.string().optional(),
      c_alternativeUrl: z.string().optional(),
      c_pageURL: z.string().optional(),
      /** Refinement ids the category's listing leaves out. */
      c_filterExclusions: z.array(z.string()).optional(),
      /** Refinement ids its quick filters draw from, replacing the shop's default list. */
      c_quickFilterAllowListOverride: z.array(z.string()).optional(),
      image: z.string().optional(),
      onlineSubCategoriesCount: z.number().int(),
      parentCategoryTree: z.array(z.object({ id: z.string(), name: z.string() })),
      categories: z.array(Category).optional(),
    }),
  )
  .openapi('Category');

export const ProductList = z
  .object({
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    hits: z.array(ProductSummary),
  })
  .openapi('ProductList');

export type ProductSummary = z.infer<typeof ProductSummary>;
export type MemberExclusive = z.infer<typeof MemberExclusive>;
export type ProductPromotion = z.infer<typeof ProductPromotion>;
export type Product = z.infer<typeof Product>;
export type ProductList = z.infer<typeof ProductList>;
export type ImageGroup = z.infer<typeof ImageGroup>;
export type Variant = z.infer<typeof Variant>;
export type Image = z.infer<typeof Image>;
export type VariationAttributeDto = z.infer<typeof VariationAttribute>;
