import type { HeroBanner as HeroBannerFields } from '@ridgeline/sdk';
import { buttonClass, FONT_FAMILY, HORIZONTAL_PLACE, SPACE_BELOW, TEXT_ALIGN, VERTICAL_PLACE } from '../block-styles';
import { CallToAction, CallsToAction } from '../call-to-action';
import { fontClass } from '../content-colours';
import { ContentImg, HeroPicture } from '../content-image';
import { ContentLink } from '../content-link';
import { LegalLink } from '../legal-link';
import type { Delivered } from './delivered';

/**
 * Hero banner (spec 3 §3.4): a picture (the whole of it a link when the author gives one) with
 * preheader, headline, body, buttons (up to three from lg, one below) and legal small print laid
 * over it where the layout says; a secondary graphic (a logo) above the copy.
 */
export function HeroBanner({ block }: { block: Delivered<HeroBannerFields> }) {
  const { imageObject, preheader, headline, body, legalLink, secondaryGraphic } = block;
  const layout = block.layout;
  const styles = block.buttonStyles;
  const desktopButtons = block.desktopButtons ?? [];
  const mobileButton = block.mobileButton ?? desktopButtons[0];
  const button = buttonClass(styles?.btnVariant, styles?.btnColor);
  const picture = (
    <HeroPicture image={imageObject?.dynamicImage} alt={imageObject?.altText} priority={block.fetchPriority} />
  );
  return (
    <section
      className={`relative ${SPACE_BELOW[block.spaceBelow ?? 'none'] ?? ''}`}
      // The header reads the logo colour over a picture at the top of a page.
      data-logo-color={imageObject?.logoColor}
    >
      {imageObject?.link ? (
        <ContentLink
          link={imageObject.link}
          target={imageObject.linkTarget}
          className="block"
          label={imageObject.altText || headline?.text}
        >
          {picture}
        </ContentLink>
      ) : (
        picture
      )}
      {/* The copy lies over the picture; only its own controls take the pointer, the rest is the picture's link. */}
      <div
        className={`pointer-events-none absolute inset-0 flex flex-col p-6 md:p-12 ${VERTICAL_PLACE[layout?.verticalAlignment ?? 'Middle']} ${HORIZONTAL_PLACE[layout?.horizontalAlignment ?? 'Center']}`}
      >
        <div
          className={`pointer-events-auto flex flex-col gap-3 ${layout?.contentWidth === 'narrow' ? 'max-w-md' : 'max-w-3xl'} ${TEXT_ALIGN[layout?.contentJustification ?? 'Center']} ${HORIZONTAL_PLACE[layout?.contentJustification ?? 'Center']}`}
        >
          {secondaryGraphic ? (
            <ContentImg
              image={secondaryGraphic.image}
              alt={secondaryGraphic.altText}
              widths={[200, 320, 480]}
              sizes="240px"
              className="h-auto max-h-20 w-auto"
            />
          ) : null}
          {preheader ? (
            <p className={`text-sm font-semibold uppercase tracking-wide ${fontClass(preheader.color)}`}>
              {preheader.text}
            </p>
          ) : null}
          {headline ? (
            <h2
              className={`text-3xl font-bold md:text-5xl ${FONT_FAMILY[headline.font ?? 'primary']} ${fontClass(headline.color)}`}
            >
              {headline.text}
            </h2>
          ) : null}
          {body ? <p className={`text-base md:text-lg ${fontClass(body.color)}`}>{body.text}</p> : null}
          <CallsToAction ctas={desktopButtons} buttonClassName={button} className="hidden flex-wrap gap-3 lg:flex" />
          {mobileButton ? (
            <div className="w-full lg:hidden">
              <CallToAction cta={mobileButton} className={`${button} w-full`} />
            </div>
          ) : null}
          {legalLink ? (
            <LegalLink
              text={legalLink.linkText}
              legalBody={legalLink.legalBody}
              className={fontClass(body?.color ?? headline?.color)}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
