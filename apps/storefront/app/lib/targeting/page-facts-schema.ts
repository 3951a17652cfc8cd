import { z } from '~/lib/forms/zod';
import { PAGE_TYPES, type PageFacts } from './page-facts';

/** The page facts a request may send (the targeting route's check). */
export const PageFactsSchema: z.ZodType<PageFacts> = z
  .object({
    pageType: z.enum(PAGE_TYPES),
    path: z.string().max(2000),
    categoryId: z.string().min(1).max(100).optional(),
    productId: z.string().min(1).max(100).optional(),
    searchTerm: z.string().min(1).max(200).optional(),
  })
  .strict();
