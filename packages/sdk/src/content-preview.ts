import type { ContentItemPreview } from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

export type ContentPreviewQuery = {
  /** The locale, optionally with fallbacks (`fr-CA,fr-*`). */
  locale: string;
  /** `all` (the default) inlines the referenced items; `root` leaves references. */
  depth?: 'all' | 'root';
  /** Personalised slots come chosen for these groups; absent, they come raw. */
  customerGroups?: readonly string[];
};

/**
 * The content management API's preview (decision 045, issue 24), for a client acting for a staff
 * member (`forShopper(staffToken)`) or carrying CONTENT_API_TOKEN: one item as delivery would answer
 * it, made of its latest saved version (drafts included). 404 (CommerceApiError) for an unknown item,
 * 401 once the staff session has ended.
 */
export function contentPreviewCalls({ get }: Pick<Transport, 'get'>) {
  return {
    previewContentItem: (id: string, { customerGroups, ...query }: ContentPreviewQuery) =>
      get<ContentItemPreview>(`/cms/manage/items/${encodeURIComponent(id)}/preview`, {
        ...query,
        ...(customerGroups ? { customerGroups } : {}),
      }),
  };
}
