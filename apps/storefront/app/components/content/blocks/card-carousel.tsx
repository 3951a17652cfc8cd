import type { CardCarousel as CardCarouselFields } from '@ridgeline/sdk';
import { useId } from 'react';
import { CARD_WIDTHS, ContentImg } from '../content-image';
import { ContentLink } from '../content-link';
import { SlideRow } from '../slide-row';
import type { Delivered } from './delivered';

/**
 * Per display (spec 3 §3.8 desktopCardDisplay): slide widths and picture shape. Compact fits more
 * smaller cards; Grid Viznav is a grid of round pictures on large screens (a visual navigation),
 * a row that scrolls below; Standard (the other) is a row of large cards.
 */
const DISPLAY = {
  Standard: { item: 'w-[80%] md:w-[45%] lg:w-[31%]', image: 'aspect-[4/5] rounded', row: '' },
  Compact: { item: 'w-[45%] md:w-[30%] lg:w-[18%]', image: 'aspect-square rounded', row: '' },
  'Grid Viznav': {
    item: 'w-[30%] md:w-[22%] lg:w-auto',
    image: 'aspect-square rounded-full',
    row: 'lg:grid lg:grid-cols-6 lg:overflow-visible',
  },
} as const;

/** Card carousel: a header (with an optional "shop all" link) over picture cards that lead somewhere. */
export function CardCarousel({ block }: { block: Delivered<CardCarouselFields> }) {
  const titleId = useId();
  const display = DISPLAY[block.desktopCardDisplay ?? 'Standard'] ?? DISPLAY.Standard;
  const cards = block.cards ?? [];
  const header = block.header;
  if (cards.length === 0) return null;
  return (
    <section className="mx-auto my-10 max-w-[97.5rem] px-4">
      {header?.headerText || header?.linkText ? (
        <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
          <div>
            {header.headerText ? (
              <h2 id={titleId} className="text-2xl font-bold">
                {header.headerText}
              </h2>
            ) : null}
            {header.subHeaderText ? <p className="text-neutral-700">{header.subHeaderText}</p> : null}
          </div>
          {header.linkText && header.link ? (
            <ContentLink
              link={header.link}
              target={header.linkTarget}
              className="font-semibold underline underline-offset-4"
            >
              {header.linkText}
            </ContentLink>
          ) : null}
        </div>
      ) : null}
      <SlideRow labelledBy={header?.headerText ? titleId : undefined} label={block._meta.name} className={display.row}>
        {cards.map((card, i) => (
          <li key={i} className={`shrink-0 snap-start ${display.item}`}>
            <ContentLink link={card.link} className="group block" label={card.altText ? undefined : card.headline}>
              <ContentImg
                image={card.image}
                alt={card.altText}
                widths={CARD_WIDTHS}
                sizes="(min-width: 992px) 33vw, 80vw"
                className={`w-full object-cover ${display.image}`}
              />
              {card.headline ? <h3 className="mt-2 font-bold group-hover:underline">{card.headline}</h3> : null}
            </ContentLink>
            {card.body ? <p className="mt-1 text-sm text-neutral-700">{card.body}</p> : null}
          </li>
        ))}
      </SlideRow>
    </section>
  );
}
