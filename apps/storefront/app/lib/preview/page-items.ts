/** A content item a page shows, as the preview toolbar's Visualisation section lists it. */
export type PageItem = { id: string; name: string; schema: string };

type Meta = { deliveryId?: unknown; name?: unknown; schema?: unknown };

function itemOf(value: unknown): PageItem | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const meta = (value as { _meta?: Meta })._meta;
  if (!meta || typeof meta.deliveryId !== 'string' || typeof meta.schema !== 'string') return undefined;
  return {
    id: meta.deliveryId,
    name: typeof meta.name === 'string' ? meta.name : meta.deliveryId,
    schema: meta.schema,
  };
}

/**
 * The content items a page's loaders delivered: each route's `item` (home, content pages, category
 * landings) or `page.item`, and the root's `footer`; each once, the page's own first.
 */
export function pageContentItems(loaderData: readonly unknown[]): PageItem[] {
  const found = new Map<string, PageItem>();
  const candidates = [...loaderData].reverse().flatMap((data) => {
    if (!data || typeof data !== 'object') return [];
    const record = data as Record<string, unknown>;
    const page = record.page as Record<string, unknown> | undefined;
    return [record.item, page?.item, record.footer];
  });
  for (const candidate of candidates) {
    const item = itemOf(candidate);
    if (item && !found.has(item.id)) found.set(item.id, item);
  }
  return [...found.values()];
}
