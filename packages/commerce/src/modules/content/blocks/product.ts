import { z } from '@hono/zod-openapi';
import { CategoryId, Href, ProductId, TEXT_LIMITS, markdown, text } from './fields.js';
import { DEFAULT_EXPANDED_ACCORDIONS } from '@ridgeline/config';
import { PRODUCT_ACCORDIONS } from './vocabularies.js';

/** Spec 3 §2.4's product blocks: a category's carousel, recommendations (§3.8), product-detail text and configuration (§3.8). */

const { label, headline } = TEXT_LIMITS;

/** Spec 3 §9: a product carousel shows up to 10 slides. */
export const PRODUCT_CAROUSEL_MAX_SLIDES = 10;

/** A category's products in a carousel (the category's own order), with an optional "shop all" link. */
export const ProductCarousel = z
  .strictObject({
    categoryId: CategoryId,
    headline: text(headline).optional(),
    maxSlides: z.number().int().min(1).max(PRODUCT_CAROUSEL_MAX_SLIDES).default(PRODUCT_CAROUSEL_MAX_SLIDES),
    linkText: text(label).optional(),
    link: Href.optional(),
  })
  .openapi('ProductCarousel');

/** A recommender's name as the recommendation service lists them (`top-sellers`, `viewed-also-viewed`…). */
const RecommenderName = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'must be a recommender name such as top-sellers');

/**
 * Spec 3 §3.8: which recommender fills the carousel, from the given products or the given
 * categories. Both at once is refused (spec 3 §5: the storefront would log it and render nothing).
 */
export const ProductRecommendations = z
  .strictObject({
    sectionHeader: text(headline).optional(),
    einsteinRecommender: RecommenderName,
    einsteinRecommenderProductIds: z.array(ProductId).max(50).optional(),
    einsteinRecommenderCategoryIds: z.array(CategoryId).max(50).optional(),
  })
  .superRefine((block, ctx) => {
    if (block.einsteinRecommenderProductIds?.length && block.einsteinRecommenderCategoryIds?.length)
      ctx.addIssue({
        code: 'custom',
        path: ['einsteinRecommenderCategoryIds'],
        message: 'give product ids or category ids, not both',
      });
  })
  .openapi('ProductRecommendations');

/** Text on product pages (a fit note, a care story), in markdown: rendered without HTML. */
export const ProductDetailText = z
  .strictObject({
    headline: text(headline).optional(),
    body: markdown(TEXT_LIMITS.markdown, { required: true }),
  })
  .openapi('ProductDetailText');

/** Spec 3 §3.8: what product pages show; every flag defaults to on. */
export const ProductDetailConfiguration = z
  .strictObject({
    enableBazaarvoice: z.boolean().default(true),
    enableBvRatingHistogram: z.boolean().default(true),
    enableBvRatingReviews: z.boolean().default(true),
    enableBvQuestionAnswers: z.boolean().default(true),
    enableStylitics: z.boolean().default(true),
    enableShippingReturnsDrawer: z.boolean().default(true),
    enableOnModel: z.boolean().default(true),
    enableRestrictedProductTypes: z.boolean().default(true),
    defaultExpandAccordions: z
      .array(z.enum(PRODUCT_ACCORDIONS))
      .max(PRODUCT_ACCORDIONS.length)
      .refine((ids) => new Set(ids).size === ids.length, 'lists an accordion twice')
      .default(() => [...DEFAULT_EXPANDED_ACCORDIONS]),
  })
  .openapi('ProductDetailConfiguration');
