/**
 * References between content items in a stored body (decision 045), in the content service's
 * shape: `{ _meta: { schema: CONTENT_REFERENCE_SCHEMA }, contentType, id }`. A content link
 * (`CONTENT_LINK_SCHEMA`) means the same here. Delivery with depth "all" replaces each by the item.
 */
export const CONTENT_REFERENCE_SCHEMA = 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-reference';
export const CONTENT_LINK_SCHEMA = 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link';

export type ContentReference = { _meta: { schema: string }; contentType: string; id: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isContentReference(value: unknown): value is ContentReference {
  if (!isObject(value) || !isObject(value._meta)) return false;
  const schema = value._meta.schema;
  return (
    (schema === CONTENT_REFERENCE_SCHEMA || schema === CONTENT_LINK_SCHEMA) &&
    typeof value.id === 'string' &&
    typeof value.contentType === 'string'
  );
}

/** A reference for authoring code (demo content, tests). */
export function contentReference(contentType: string, id: string): ContentReference {
  return { _meta: { schema: CONTENT_REFERENCE_SCHEMA }, contentType, id };
}

/** Every item id a body references, in document order, each once. */
export function referencedIds(body: unknown): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isContentReference(value)) ids.add(value.id);
    else if (isObject(value)) Object.values(value).forEach(walk);
  };
  walk(body);
  return [...ids];
}

/** Every reference in a body with where it sits (`slots.0.content`), in document order. */
export function referencesWithPaths(body: unknown): { path: string; reference: ContentReference }[] {
  const found: { path: string; reference: ContentReference }[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (isContentReference(value)) found.push({ path: path.join('.'), reference: value });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, String(i)]));
    else if (isObject(value)) for (const [key, v] of Object.entries(value)) walk(v, [...path, key]);
  };
  walk(body, []);
  return found;
}
