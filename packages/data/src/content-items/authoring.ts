/**
 * The vocabulary the demo content is written in: localised texts, references, links, images and
 * items, each in the stored form of decision 045, so a page reads like the content an editor
 * would have typed into the content tool.
 */
import { contentReference, localized, type StoredItem } from '../load/commerce.js';
import { demoItemId } from './ids.js';

/** A value in the shop's three locales. Canadian English only where it differs from US English. */
export type Words<T = string> = { us: T; fr: T; ca?: T };

/** A localised value in the stored form: en-US, fr-CA, and en-CA when Canada reads differently. */
export function say<T = string>({ us, fr, ca }: Words<T>) {
  return localized<T>(ca === undefined ? { 'en-US': us, 'fr-CA': fr } : { 'en-US': us, 'en-CA': ca, 'fr-CA': fr });
}

/** The same words in every English locale, French for fr-CA. */
export const both = (us: string, fr: string) => say({ us, fr });

/** A catalogue name (`{ en, fr }`) as content words; the English stands in where French is missing. */
export const catalogueWords = ({ en, fr }: { en: string; fr?: string }): Words => ({ us: en, fr: fr ?? en });

/** A reference to another demo item, as a page's content list holds it. */
export const refer = (item: Pick<StoredItem, 'id' | 'schema'>) => contentReference(item.schema, item.id);

export type DemoItemSpec = {
  /** The item's name in the demo, from which its id is made: `home`, `home/hero`. */
  key: string;
  name: string;
  schema: string;
  deliveryKey?: string;
  parent?: Pick<StoredItem, 'id'>;
  body: Record<string, unknown>;
  /** Published unless said otherwise: a draft is delivered only through an edition. */
  published?: boolean;
};

export function demoItem({ key, name, schema, deliveryKey, parent, body, published = true }: DemoItemSpec): StoredItem {
  return {
    id: demoItemId(key),
    deliveryKey: deliveryKey ?? null,
    name,
    schema,
    parentId: parent?.id ?? null,
    body,
    published,
  };
}

// ── Links (spec 3 §3.2) ──────────────────────────────────────────────────────────────────────

/** A link to a category: the storefront turns the id into the category's path in each locale. */
export const categoryLink = (id: string, title?: Words) => ({
  value: { linkType: 'category', linkQuery: { id } },
  ...(title ? { linkSEO: { value: say(title) } } : {}),
});

/** Opens the account drawer (sign in, or the account's menu when signed in). */
export const accountDrawerLink = (title: Words) => ({
  value: { linkType: 'account-drawer' },
  linkSEO: { value: say(title) },
});

/** A content page under /t/. */
export const pageLink = (slug: string, title?: Words) => ({
  value: { linkType: 'content-page', linkQuery: { slug } },
  ...(title ? { linkSEO: { value: say(title) } } : {}),
});

/** A search for `q`. */
export const searchLink = (q: string) => ({ value: { linkType: 'search', linkQuery: { q } } });

// ── Images: drawn by the image service, like the catalogue's ────────────────────────────────

export type SceneMotif = 'summit' | 'forest' | 'lake' | 'snow' | 'trail' | 'canyon';

/** A landscape scene at /i/content/{motif}-{style}-{hex}: heroes, cards, stories, billboards. */
export const scene = (motif: SceneMotif, style: 0 | 1 | 2 | 3, hex: string) => ({
  endpoint: 'content',
  name: `${motif}-${style}-${hex.replace('#', '').toLowerCase()}`,
});

/** A product drawing at /i/products/{kind}-{style}-{hex}-{view}, as the catalogue's images are named. */
export const productImage = (
  kind: string,
  style: number,
  hex: string,
  view: 'front' | 'back' | 'side' | 'detail' = 'front',
) => ({
  endpoint: 'products',
  name: `${kind}-${style}-${hex.replace('#', '').toLowerCase()}-${view}`,
});

// ── Personalised slots (spec 3 §3.1) ────────────────────────────────────────────────────────

type Variant = { title: string; segments: string[]; matchMode: 'Any' | 'All'; show: StoredItem };

/** A slot showing the first variant whose segments the shopper's groups meet, else `otherwise`. */
export function personalisedSlot(key: string, name: string, variants: Variant[], otherwise: StoredItem): StoredItem {
  return demoItem({
    key,
    name,
    schema: 'personalised-slot',
    body: {
      variants: variants.map(({ title, segments, matchMode, show }) => ({
        title,
        segments,
        matchMode,
        content: [refer(show)],
      })),
      maxNumberMatches: 1,
      defaultContent: [refer(otherwise)],
      enrichType: 'PERSONALISED',
    },
  });
}
