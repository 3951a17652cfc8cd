import { z } from './zod';

/** The add-to-bag form, read the same way in the browser and in the product page's action. */
export const AddToBagForm = z.object({
  intent: z.literal('add-to-bag'),
  productId: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'Please select all options.'),
  quantity: z.coerce.number().int().min(1).max(999),
});
export type AddToBagForm = z.infer<typeof AddToBagForm>;
