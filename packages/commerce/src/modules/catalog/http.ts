import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router.js';
import { errorResponses, ok } from '../../http/responses.js';
import { getCategory, getCategoryBySlug } from './category-service.js';
import { CatalogueId as Id, Category, Product } from './contract.js';
import { CurrencyQuery, LocaleQuery } from '../../http/site-query.js';
import { getProduct, getProductIdBySlug, listProductIndex } from './product-service.js';

/**
 * A product's locale and currency, and optionally the moment and source code whose price books and
 * promotion callouts apply (the Storefront Toolkit's shopper context, decision 049): now and none
 * when absent.
 */
const ProductQuery = z.object({
  locale: LocaleQuery,
  currency: CurrencyQuery,
  effectiveDateTime: z.iso.datetime({ offset: true }).optional().openapi({
    description: 'The moment whose price books and promotions apply (ISO 8601); now when absent.',
    example: '2026-12-01T09:00:00Z',
  }),
  sourceCode: z.string().trim().min(1).max(100).optional().openapi({
    description: 'The shopper’s source code: price books and promotions kept for it apply.',
    example: 'WINTER',
  }),
});

/** The product context of a product query. */
const productContext = ({ effectiveDateTime, sourceCode, ...rest }: z.infer<typeof ProductQuery>) => {
  const prices = {
    ...(effectiveDateTime ? { at: new Date(effectiveDateTime) } : {}),
    ...(sourceCode ? { sourceCode } : {}),
  };
  return { ...rest, ...(Object.keys(prices).length ? { prices } : {}) };
};

const getCategoryRoute = createRoute({
  method: 'get',
  path: '/categories/{id}',
  tags: ['Catalogue'],
  summary: 'A category with its subcategories to the given depth',
  request: {
    params: z.object({ id: Id.openapi({ example: 'mens-clothing' }) }),
    query: z.object({
      levels: z.coerce.number().int().min(0).max(10).default(1).openapi({ example: 2 }),
      locale: LocaleQuery,
    }),
  },
  responses: { ...ok(Category, 'The category.'), ...errorResponses },
});

const getProductRoute = createRoute({
  method: 'get',
  path: '/products/{id}',
  tags: ['Catalogue'],
  summary: 'A product with its variations, prices, images and availability',
  request: {
    params: z.object({ id: Id.openapi({ example: 'RL100000' }) }),
    query: ProductQuery,
  },
  responses: { ...ok(Product, 'The product.'), ...errorResponses },
});

/** Letters and digits of any script (hence the `u` flag), dot, dash and underscore. */
const SLUG_PATTERN = /^[\p{L}\p{N}_.-]+$/u;
const Slug = z
  .string()
  .min(1)
  .max(200)
  .regex(SLUG_PATTERN, 'may only hold letters, digits, dot, dash and underscore')
  // Written out: the OpenAPI generator writes a flagged regex as `…$/u`, which matches nothing.
  .openapi({ pattern: SLUG_PATTERN.source });

const getCategoryBySlugRoute = createRoute({
  method: 'get',
  path: '/category-slugs/{slug}',
  tags: ['Catalogue'],
  summary: 'The category a /c/{slug} URL names (its slug in any language, or its id)',
  request: {
    params: z.object({ slug: Slug.openapi({ example: 'mens-jackets' }) }),
    query: z.object({
      levels: z.coerce.number().int().min(0).max(10).default(1),
      locale: LocaleQuery,
    }),
  },
  responses: { ...ok(Category, 'The category.'), ...errorResponses },
});

const getProductBySlugRoute = createRoute({
  method: 'get',
  path: '/product-slugs/{slug}',
  tags: ['Catalogue'],
  summary: 'The product a /p/{slug} URL names (its slug in any language)',
  request: {
    params: z.object({ slug: Slug }),
    query: ProductQuery,
  },
  responses: { ...ok(Product, 'The product.'), ...errorResponses },
});

const ProductIndex = z
  .object({
    total: z.number().int(),
    entries: z.array(z.object({ productId: z.string(), slugUrl: z.string().optional(), lastModified: z.string() })),
  })
  .openapi('ProductIndex');

const productIndexRoute = createRoute({
  method: 'get',
  path: '/product-index',
  tags: ['Catalogue'],
  summary: "Every online product's id and slug, a page at a time (for sitemaps and feeds)",
  request: {
    query: z.object({
      locale: LocaleQuery,
      limit: z.coerce.number().int().min(1).max(10_000).default(1000),
      offset: z.coerce.number().int().min(0).default(0),
    }),
  },
  responses: { ...ok(ProductIndex, 'A page of the product index.'), ...errorResponses },
});

export const catalogRoutes = createRouter()
  .openapi(getCategoryRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { levels, locale } = c.req.valid('query');
    return c.json(await getCategory(c.var.deps.db, id, { levels, locale }), 200);
  })
  .openapi(getProductRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await getProduct(c.var.deps.db, id, productContext(c.req.valid('query'))), 200);
  })
  .openapi(getCategoryBySlugRoute, async (c) => {
    const { slug } = c.req.valid('param');
    return c.json(await getCategoryBySlug(c.var.deps.db, slug, c.req.valid('query')), 200);
  })
  .openapi(getProductBySlugRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const id = await getProductIdBySlug(c.var.deps.db, slug);
    return c.json(await getProduct(c.var.deps.db, id, productContext(c.req.valid('query'))), 200);
  })
  .openapi(productIndexRoute, async (c) => {
    return c.json(await listProductIndex(c.var.deps.db, c.req.valid('query')), 200);
  });
