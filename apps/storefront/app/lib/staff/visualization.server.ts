import { createHash } from 'node:crypto';
import { CommerceApiError, type ContentItemPreview } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { requestCustomerGroups } from '../personalisation/request-groups.server';

/** A content item's delivery id: a UUID (anything else names no item). */
export const CONTENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PreviewOutcome =
  | { outcome: 'found'; preview: ContentItemPreview; setCookie: string[] }
  /** No such item (or an id the engine refuses). */
  | { outcome: 'missing' }
  /** The staff session ended meanwhile. */
  | { outcome: 'signed-out' };

/**
 * One content item as the staff member's visualisation draws it: its latest saved version (draft
 * or published) as delivery would answer it, through the content management API with their staff
 * session, for the locale and the visitor's customer groups (or the Storefront Toolkit's), so that
 * personalised slots are chosen as on the shop's pages.
 */
export async function loadItemPreview(
  request: Request,
  context: AppLoadContext,
  staffToken: string,
  contentId: string,
  locale: string,
): Promise<PreviewOutcome> {
  if (!CONTENT_ID.test(contentId)) return { outcome: 'missing' };
  const groups = await requestCustomerGroups(request, context);
  try {
    const preview = await context.commerce
      .forShopper(staffToken)
      .previewContentItem(contentId, { locale, depth: 'all', customerGroups: groups.customerGroups });
    return { outcome: 'found', preview, setCookie: groups.setCookie };
  } catch (error) {
    if (error instanceof CommerceApiError && (error.status === 404 || error.status === 400))
      return { outcome: 'missing' };
    if (error instanceof CommerceApiError && error.status === 401) return { outcome: 'signed-out' };
    throw error;
  }
}

/**
 * A digest of what the visualisation draws (the delivered item with everything it reaches): it
 * changes when a save changes the item or anything inlined in it, and only then. The page and its
 * live updates compare digests.
 */
export function previewDigest(preview: Pick<ContentItemPreview, 'content'>): string {
  return createHash('sha256').update(JSON.stringify(preview.content)).digest('base64url').slice(0, 22);
}
