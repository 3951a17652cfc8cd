import { z } from './zod';

const ItemId = z.string().uuid();

/** The bag page's forms, read the same way in the browser and in the page's action. */
export const BagForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('update-quantity'), itemId: ItemId, quantity: z.coerce.number().int().min(0).max(999) }),
  z.object({ intent: z.literal('remove-item'), itemId: ItemId }),
  z.object({
    intent: z.literal('add-coupon'),
    code: z.string().trim().min(1, 'Please enter a promo code.').max(64, 'Please enter a valid promo code.'),
  }),
  z.object({ intent: z.literal('remove-coupon'), code: z.string().trim().min(1).max(64) }),
]);
export type BagForm = z.infer<typeof BagForm>;
