import type { Story as StoryFields } from '@ridgeline/sdk';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { backgroundClass, fontClass } from '../content-colours';
import { CARD_WIDTHS, ContentImg, HERO_WIDTHS } from '../content-image';
import { ContentLink } from '../content-link';
import { RichText } from '../rich-text';
import { SlideRow } from '../slide-row';
import type { Delivered } from './delivered';

/** Spec 3 §9: a story shows up to 10 slides. */
export const STORY_MAX_SLIDES = 10;

type StoryCardFields = NonNullable<StoryFields['cards']>[number];

const SLIDE = 'w-[75%] shrink-0 snap-start md:w-[40%] lg:w-[28%]';

/** A story card: collapsed, its picture and headline; expanded, its text and link too (spec 3 §4.5). */
function StoryCard({ card }: { card: StoryCardFields }) {
  const [expanded, setExpanded] = useState(false);
  const detailId = useId();
  return (
    <li className={`${SLIDE} flex flex-col overflow-hidden rounded bg-white text-ink`}>
      <ContentImg
        image={card.image}
        alt={card.altText}
        widths={CARD_WIDTHS}
        sizes="(min-width: 992px) 28vw, 75vw"
        className="aspect-[4/5] w-full object-cover"
      />
      <h3 className="p-4 pb-2 text-lg font-bold">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailId}
          onClick={() => setExpanded(!expanded)}
          className="flex w-full items-start justify-between gap-2 text-left"
        >
          {card.cardHeadline}
          <span aria-hidden="true" className="text-xl leading-none">
            {expanded ? '−' : '+'}
          </span>
        </button>
      </h3>
      <div id={detailId} hidden={!expanded} className="space-y-3 px-4 pb-4">
        {card.cardText ? <p>{card.cardText}</p> : null}
        {card.link ? (
          <ContentLink link={card.link} className="font-semibold underline underline-offset-4">
            <FormattedMessage id="content.story.explore" defaultMessage="Explore" />
            <span className="sr-only">: {card.cardHeadline}</span>
          </ContentLink>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Story: a title card, then picture cards (up to 10) that open from collapsed to expanded, over
 * a background picture or colour.
 */
export function Story({ block }: { block: Delivered<StoryFields> }) {
  const titleId = useId();
  const title = block.titleCardObj;
  const cards = (block.cards ?? []).slice(0, STORY_MAX_SLIDES);
  if (!title || cards.length === 0) return null;
  const backdrop = block.backgroundImgObj;
  const titleColour = title.color ?? 'white';
  return (
    <section className={`relative my-10 overflow-hidden py-8 ${backgroundClass(backdrop?.backgroundColor)}`}>
      {backdrop?.image ? (
        <ContentImg
          image={backdrop.image}
          alt=""
          widths={HERO_WIDTHS}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
      <div className="relative mx-auto max-w-[97.5rem] px-4">
        <SlideRow labelledBy={titleId}>
          <li className={`${SLIDE} flex flex-col justify-center gap-3 rounded p-6 ${backgroundClass(titleColour)}`}>
            <h2 id={titleId} className={`text-3xl font-bold ${fontClass(title.headlineColor, titleColour)}`}>
              {title.headline}
            </h2>
            <RichText html={title.body} className={fontClass(title.bodyColor, titleColour)} />
          </li>
          {cards.map((card, i) => (
            <StoryCard key={i} card={card} />
          ))}
        </SlideRow>
      </div>
    </section>
  );
}
