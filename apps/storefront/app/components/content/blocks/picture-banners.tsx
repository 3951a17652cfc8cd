import type {
  AdjustableHero as AdjustableHeroFields,
  Billboard as BillboardFields,
  CategoryBanner as CategoryBannerFields,
  MomentsBanner as MomentsBannerFields,
} from '@ridgeline/sdk';
import {
  buttonClass,
  buttonColourOn,
  FONT_FAMILY,
  HORIZONTAL_PLACE,
  SPACE_BELOW,
  TEXT_ALIGN,
  VERTICAL_PLACE,
} from '../block-styles';
import { CallToAction, CallsToAction } from '../call-to-action';
import { backgroundClass, fontClass } from '../content-colours';
import { CARD_WIDTHS, ContentImg } from '../content-image';
import { RichText } from '../rich-text';
import type { Delivered } from './delivered';

/** Banners spec 3 §2.4 names without fields: the engine's schemas give them theirs. */

/** Category banner: a category page's header, its words on a picture or on a colour. */
export function CategoryBanner({ block }: { block: Delivered<CategoryBannerFields> }) {
  const onPicture = Boolean(block.image);
  const colour = onPicture ? undefined : (block.backgroundColor ?? 'gray');
  const words = fontClass(block.fontColor ?? (onPicture ? 'primary-inverted' : 'primary'), colour);
  return (
    <section className={`relative overflow-hidden ${backgroundClass(colour)}`}>
      {onPicture ? (
        <ContentImg image={block.image} alt={block.altText} className="absolute inset-0 size-full object-cover" eager />
      ) : null}
      <div
        className={`relative mx-auto max-w-[97.5rem] px-4 py-10 md:py-16 ${words} ${onPicture ? 'bg-black/30' : ''}`}
      >
        {block.headline ? <h2 className="text-3xl font-bold md:text-4xl">{block.headline}</h2> : null}
        {block.body ? <p className="mt-2 max-w-2xl text-lg">{block.body}</p> : null}
      </div>
    </section>
  );
}

const HERO_HEIGHT: Record<string, string> = {
  small: 'min-h-64',
  medium: 'min-h-96',
  large: 'min-h-[36rem]',
  full: 'min-h-[calc(100svh-4rem)]',
};

/**
 * Adjustable hero: the author sets its height, a dark layer over the picture (so light copy stays
 * readable) and where the copy sits; a tighter picture for phones when given.
 */
export function AdjustableHero({ block }: { block: Delivered<AdjustableHeroFields> }) {
  const overlay = Math.min(80, Math.max(0, block.overlayOpacity ?? 0));
  return (
    <section
      className={`relative flex flex-col overflow-hidden ${HERO_HEIGHT[block.height ?? 'medium']} ${SPACE_BELOW[block.spaceBelow ?? 'none']} ${VERTICAL_PLACE[block.verticalAlignment ?? 'Middle']} ${HORIZONTAL_PLACE[block.horizontalAlignment ?? 'Center']}`}
    >
      <div className="absolute inset-0">
        {block.mobileImage ? (
          <ContentImg image={block.image} alt={block.altText} className="hidden size-full object-cover md:block" />
        ) : null}
        <ContentImg
          image={block.mobileImage ?? block.image}
          alt={block.altText}
          className={`size-full object-cover ${block.mobileImage ? 'md:hidden' : ''}`}
        />
      </div>
      <div aria-hidden="true" className="absolute inset-0 bg-black" style={{ opacity: overlay / 100 }} />
      <div
        className={`relative flex max-w-3xl flex-col gap-3 p-6 md:p-12 ${TEXT_ALIGN[block.horizontalAlignment ?? 'Center']} ${HORIZONTAL_PLACE[block.horizontalAlignment ?? 'Center']}`}
      >
        {block.headline ? (
          <h2
            className={`text-3xl font-bold md:text-5xl ${FONT_FAMILY[block.headline.font ?? 'primary']} ${fontClass(block.headline.color ?? 'primary-inverted')}`}
          >
            {block.headline.text}
          </h2>
        ) : null}
        {block.body ? (
          <p className={`text-lg ${fontClass(block.body.color ?? 'primary-inverted')}`}>{block.body.text}</p>
        ) : null}
        <CallsToAction ctas={block.buttons} buttonClassName={buttonClass('tertiary')} />
      </div>
    </section>
  );
}

/** Moments banner: a seasonal moment, a picture beside a short story and one link. */
export function MomentsBanner({ block }: { block: Delivered<MomentsBannerFields> }) {
  const background = block.backgroundColor ?? 'white';
  return (
    <section className={`${backgroundClass(background)} ${fontClass(block.fontColor, background)}`}>
      <div className={`mx-auto grid max-w-[97.5rem] items-center gap-6 px-4 py-8 md:grid-cols-2 md:gap-12`}>
        <ContentImg
          image={block.image}
          alt={block.altText}
          widths={CARD_WIDTHS}
          sizes="(min-width: 768px) 50vw, 100vw"
          className={`aspect-[4/3] w-full rounded object-cover ${block.imagePosition === 'Right' ? 'md:order-2' : ''}`}
        />
        <div className="space-y-3">
          {block.eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide">{block.eyebrow}</p> : null}
          <h2 className="text-3xl font-bold">{block.headline}</h2>
          <RichText html={block.body} className="text-lg" />
          {block.cta ? (
            <CallToAction cta={block.cta} className={buttonClass('primary', buttonColourOn(background))} />
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** Billboard: a full-width picture with one line, a second line and one call to action. */
export function Billboard({ block }: { block: Delivered<BillboardFields> }) {
  const align = block.textAlignment ?? 'Center';
  return (
    <section className="relative flex min-h-80 flex-col justify-end overflow-hidden">
      <div className="absolute inset-0">
        {block.mobileImage ? (
          <>
            <ContentImg image={block.image} alt={block.altText} className="hidden size-full object-cover md:block" />
            <ContentImg image={block.mobileImage} alt={block.altText} className="size-full object-cover md:hidden" />
          </>
        ) : (
          <ContentImg image={block.image} alt={block.altText} className="size-full object-cover" />
        )}
      </div>
      <div
        className={`relative flex flex-col gap-2 bg-gradient-to-t from-black/60 to-transparent p-6 pt-16 md:p-12 ${TEXT_ALIGN[align]} ${HORIZONTAL_PLACE[align]} ${fontClass(block.fontColor ?? 'primary-inverted')}`}
      >
        {block.headline ? <h2 className="text-4xl font-bold md:text-6xl">{block.headline}</h2> : null}
        {block.subheadline ? <p className="text-lg md:text-xl">{block.subheadline}</p> : null}
        {block.cta ? <CallToAction cta={block.cta} className={buttonClass('tertiary')} /> : null}
      </div>
    </section>
  );
}
