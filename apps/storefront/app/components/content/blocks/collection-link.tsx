import type { CollectionLink as CollectionLinkFields } from '@ridgeline/sdk';
import { CARD_WIDTHS, ContentImg } from '../content-image';
import { ContentLink } from '../content-link';
import type { Delivered } from './delivered';

/** Collection link: one way into a collection, a picture with a headline, text and the link's words. */
export function CollectionLink({ block }: { block: Delivered<CollectionLinkFields> }) {
  if (!block.headline) return null;
  return (
    <section className="mx-auto my-8 max-w-[97.5rem] px-4">
      <ContentLink
        link={block.link}
        target={block.linkTarget}
        className="group grid items-center gap-4 rounded border border-neutral-200 p-4 hover:border-neutral-900 md:grid-cols-[16rem_1fr]"
      >
        {block.image ? (
          <ContentImg
            image={block.image}
            alt={block.altText}
            widths={CARD_WIDTHS}
            sizes="(min-width: 768px) 16rem, 100vw"
            className="aspect-[4/3] w-full rounded object-cover"
          />
        ) : null}
        <span className="block space-y-1">
          <span className="block text-xl font-bold">{block.headline}</span>
          {block.body ? <span className="block text-neutral-700">{block.body}</span> : null}
          {block.linkText ? (
            <span className="block font-semibold underline underline-offset-4 group-hover:no-underline">
              {block.linkText}
            </span>
          ) : null}
        </span>
      </ContentLink>
    </section>
  );
}
