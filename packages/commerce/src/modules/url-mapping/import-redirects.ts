import { APP_CONFIG } from '@ridgeline/config';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { invalidRow, parseImportRow } from '../../import-row.js';
import { MAX_URL_SEGMENT_LENGTH, REDIRECT_RESOURCE_TYPES } from './contract.js';
import { urlRedirects } from './schema.js';
import { hasControlCharacter, normaliseUrlSegment } from './url-segment.js';

/**
 * Where a stored redirect may send shoppers: a path of this storefront, or a URL on the legacy
 * storefront (pages it still serves). Anything else would make the storefront an open redirect,
 * so it is refused here, when it is written, as well as by the storefront when it is followed.
 */
export function isAllowedDestination(value: string): boolean {
  // Browsers drop tabs and read backslashes as slashes, so either can turn a path into `//elsewhere`.
  if (hasControlCharacter(value) || value.includes(' ') || value.includes('\\')) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    return new URL(value).origin === new URL(APP_CONFIG.legacyStorefrontOrigin).origin;
  } catch {
    return false;
  }
}

/** A redirect as a data file or an import from the legacy platform delivers it. */
export const UrlRedirectInput = z
  .object({
    /** The legacy path in any form a shopper might request it: `/Mens/Jackets/`, `mens/jackets`. */
    path: z.string().min(1).max(MAX_URL_SEGMENT_LENGTH),
    destinationUrl: z
      .string()
      .max(MAX_URL_SEGMENT_LENGTH)
      .refine(isAllowedDestination, 'must be a path of this storefront (/store-locator) or a legacy storefront URL')
      .optional(),
    resource: z
      .object({
        type: z.enum(REDIRECT_RESOURCE_TYPES),
        id: z
          .string()
          .min(1)
          .max(100)
          .regex(/^[A-Za-z0-9_.-]+$/, 'may only hold letters, digits, dot, dash and underscore'),
      })
      .strict()
      .optional(),
    statusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
  })
  .strict()
  .refine((input) => (input.destinationUrl === undefined) !== (input.resource === undefined), {
    message: 'give either destinationUrl or resource, not both',
  });
export type UrlRedirectInput = z.input<typeof UrlRedirectInput>;

/**
 * The one way redirects get in: each is validated and its path normalised exactly as lookups
 * normalise, then all are inserted in one statement. A path that is already stored keeps its
 * redirect, so importing the same file twice is harmless. Returns how many were new.
 */
export async function importUrlRedirects(db: Database, inputs: readonly UrlRedirectInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = inputs.map((input, index) => {
    const redirect = parseImportRow(UrlRedirectInput, input, `Redirect #${index} (${String(input.path)})`, 'redirect');
    let key: string;
    try {
      key = normaliseUrlSegment(redirect.path).key;
    } catch (error) {
      throw invalidRow(`Redirect #${index} (${redirect.path})`, (error as Error).message, error);
    }
    return {
      path: key,
      destinationUrl: redirect.destinationUrl ?? null,
      resourceType: redirect.resource?.type ?? null,
      resourceId: redirect.resource?.id ?? null,
      statusCode: redirect.statusCode,
    };
  });
  const inserted = await db
    .insert(urlRedirects)
    .values(rows)
    .onConflictDoNothing({ target: urlRedirects.path })
    .returning({ path: urlRedirects.path });
  return inserted.length;
}

export async function countUrlRedirects(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(urlRedirects);
  return row?.total ?? 0;
}
