import { z } from '@hono/zod-openapi';

const Code = z.string().trim().min(1).max(64);
/** Qualifier maps: a few short key/value pairs, as a targeting engine reads them. */
const Qualifiers = z
  .record(z.string().trim().min(1).max(50), z.string().max(256))
  .refine((m) => Object.keys(m).length <= 20, 'must have at most 20 entries');

export const ShopperContextInput = z
  .object({
    couponCodes: z.array(Code).max(20).optional(),
    customQualifiers: Qualifiers.optional(),
    assignmentQualifiers: Qualifiers.optional(),
    customerGroupIds: z.array(z.string().trim().min(1).max(100)).max(20).optional(),
    geoLocation: z
      .object({
        countryCode: z.string().length(2).optional(),
        city: z.string().max(100).optional(),
        postalCode: z.string().max(10).optional(),
        latitude: z.number().min(-90).max(90).optional(),
        longitude: z.number().min(-180).max(180).optional(),
      })
      .strict()
      .optional(),
    clientIp: z.union([z.ipv4(), z.ipv6()]).optional(),
    sourceCode: z.string().trim().max(100).optional(),
    /** null clears it: the shop is seen at the present moment again. */
    effectiveDateTime: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict()
  .openapi('ShopperContextInput');

export const ShopperContext = z
  .object({
    couponCodes: z.array(z.string()),
    customQualifiers: z.record(z.string(), z.string()),
    assignmentQualifiers: z.record(z.string(), z.string()),
    customerGroupIds: z.array(z.string()),
    geoLocation: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    clientIp: z.string().optional(),
    sourceCode: z.string().optional(),
    effectiveDateTime: z.string().optional(),
  })
  .openapi('ShopperContext');

export type ShopperContextInput = z.infer<typeof ShopperContextInput>;
export type ShopperContextDto = z.infer<typeof ShopperContext>;
