import type { GridContent as GridContentFields, InformationalCardGallery as GalleryFields } from '@ridgeline/sdk';
import { buttonClass, buttonColourOn } from '../block-styles';
import { CallToAction } from '../call-to-action';
import { backgroundClass, fontClass } from '../content-colours';
import { CARD_WIDTHS, ContentImg } from '../content-image';
import { Markdown } from '../markdown';
import type { Delivered } from './delivered';

/** One column on a phone, two from md, the author's 2–4 from lg. */
const COLUMNS: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
};
const SIZES: Record<number, string> = {
  2: '(min-width: 768px) 50vw, 100vw',
  3: '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw',
  4: '(min-width: 992px) 25vw, (min-width: 768px) 50vw, 100vw',
};

/** Informational card gallery: cards that explain (care, warranty, fabrics), each a short markdown text. */
export function InformationalCardGallery({ block }: { block: Delivered<GalleryFields> }) {
  const columns = block.columns ?? 3;
  const cards = block.cards ?? [];
  if (cards.length === 0) return null;
  return (
    <section className="mx-auto my-10 max-w-[97.5rem] px-4">
      {block.headline ? <h2 className="mb-6 text-2xl font-bold">{block.headline}</h2> : null}
      <ul className={`grid gap-6 ${COLUMNS[columns] ?? COLUMNS[3]}`}>
        {cards.map((card, i) => (
          <li key={i} className="flex flex-col gap-3 rounded bg-theme p-5">
            {card.image ? (
              <ContentImg
                image={card.image}
                alt={card.altText}
                widths={CARD_WIDTHS}
                sizes={SIZES[columns] ?? SIZES[3]}
                className="aspect-[16/9] w-full rounded object-cover"
              />
            ) : null}
            <h3 className="text-lg font-bold">{card.headline}</h3>
            {card.body ? (
              <div className="space-y-2 text-neutral-800">
                <Markdown source={card.body} headingLevel={4} />
              </div>
            ) : null}
            {card.cta ? <CallToAction cta={card.cta} className={`${buttonClass('text')} mt-auto self-start`} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Grid content: an editorial grid of pictures with words, in the author's 2–4 columns. */
export function GridContent({ block }: { block: Delivered<GridContentFields> }) {
  const columns = block.columns ?? 2;
  const items = block.items ?? [];
  if (items.length === 0) return null;
  const background = block.backgroundColor;
  return (
    <section className={`${backgroundClass(background)} ${fontClass(undefined, background ?? 'white')}`}>
      <div className="mx-auto max-w-[97.5rem] px-4 py-10">
        {block.headline ? <h2 className="mb-6 text-2xl font-bold">{block.headline}</h2> : null}
        <ul className={`grid gap-6 ${COLUMNS[columns] ?? COLUMNS[2]}`}>
          {items.map((item, i) => (
            <li key={i} className="flex flex-col gap-2">
              <ContentImg
                image={item.image}
                alt={item.altText}
                widths={CARD_WIDTHS}
                sizes={SIZES[columns] ?? SIZES[2]}
                className="aspect-[4/3] w-full rounded object-cover"
              />
              {item.headline ? <h3 className="text-lg font-bold">{item.headline}</h3> : null}
              {item.body ? <p>{item.body}</p> : null}
              {item.cta ? (
                <CallToAction
                  cta={item.cta}
                  className={`${buttonClass('primary', buttonColourOn(background))} self-start`}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
