import { z } from './zod';

/**
 * Joining the loyalty programme from /membership (spec 1 §5: the privacy consent is required to
 * enrol). Read the same way in the browser and in the page's action; the message is a key of
 * `fieldMessages` ('This field is required.').
 */
export const JoinLoyaltyForm = z
  .object({
    intent: z.literal('join'),
    privacyconsent: z.literal('on', { message: 'required' }),
  })
  .strict();
export type JoinLoyaltyForm = z.infer<typeof JoinLoyaltyForm>;
