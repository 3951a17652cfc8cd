import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../http/errors.js';
import { getCategory, isProductOnline } from '../catalog/index.js';
import { isContentAssetOnline } from '../content/index.js';
import { catalogueMapping } from './catalogue-paths.js';
import type { UrlMapping } from './contract.js';
import { urlRedirects } from './schema.js';
import { normaliseUrlSegment, type UrlSegment } from './url-segment.js';

type Row = typeof urlRedirects.$inferSelect;

/** Whether a stored redirect's product or category is still there to be shown. */
async function targetIsOnline(db: Database, row: Row): Promise<boolean> {
  if (row.resourceType === 'product') return isProductOnline(db, row.resourceId!);
  if (row.resourceType === 'category') {
    return getCategory(db, row.resourceId!, { locale: 'en-US', levels: 0 }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof NotFoundError) return false;
        throw error;
      },
    );
  }
  return isContentAssetOnline(db, row.resourceId!);
}

async function storedRedirect(db: Database, segment: UrlSegment): Promise<UrlMapping | undefined> {
  const [row] = await db.select().from(urlRedirects).where(eq(urlRedirects.path, segment.key)).limit(1);
  if (!row) return undefined;
  if (row.destinationUrl !== null) {
    return { resourceType: 'redirect', destinationUrl: row.destinationUrl, statusCode: row.statusCode };
  }
  // A redirect to a product taken offline must not reveal it; the path may still name something else.
  if (!(await targetIsOnline(db, row))) return undefined;
  return { resourceType: row.resourceType!, resourceId: row.resourceId!, statusCode: row.statusCode };
}

/**
 * What a storefront path no page route claims stands for. Stored redirects come first, so a
 * merchant can send any old URL somewhere else, the catalogue's own paths after them.
 * Throws 400 for a segment that cannot be a path and 404 when nothing maps to it.
 */
export async function getUrlMapping(db: Database, query: { urlSegment: string; locale: string }): Promise<UrlMapping> {
  const segment = normaliseUrlSegment(query.urlSegment);
  const mapping = (await storedRedirect(db, segment)) ?? (await catalogueMapping(db, segment, query.locale));
  if (!mapping) throw new NotFoundError('URL', segment.path);
  return mapping;
}
