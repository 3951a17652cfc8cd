import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RedirectResourceType, RedirectStatusCode } from './contract.js';

/**
 * Stored redirects: legacy storefront paths (old `.html` product pages, category folders,
 * pipeline URLs) and where they lead now. A row points either at a URL or at a resource; pointing
 * at a product or category keeps the redirect right when the resource's slug changes later.
 * No foreign keys into the catalogue on purpose: a redirect may outlive its target, and the
 * lookup then answers as if it were not there.
 */
export const urlRedirects = pgTable(
  'url_redirects',
  {
    /** The legacy path as lookups normalise it (url-segment.ts `key`): `/mens/jackets`. */
    path: text('path').primaryKey(),
    /** A path of this storefront (`/store-locator`) or an absolute URL on the legacy storefront. */
    destinationUrl: text('destination_url'),
    resourceType: text('resource_type').$type<RedirectResourceType>(),
    resourceId: text('resource_id'),
    statusCode: integer('status_code').$type<RedirectStatusCode>().notNull().default(301),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('url_redirects_one_target', sql`(${t.destinationUrl} IS NULL) <> (${t.resourceType} IS NULL)`),
    check('url_redirects_resource_complete', sql`(${t.resourceType} IS NULL) = (${t.resourceId} IS NULL)`),
    check('url_redirects_resource_type', sql`${t.resourceType} IN ('product', 'category', 'content_asset')`),
    check('url_redirects_status_code', sql`${t.statusCode} IN (301, 302, 307, 308)`),
    check('url_redirects_path_form', sql`${t.path} LIKE '/%'`),
  ],
);
