import type { MessagingBanner as MessagingBannerFields } from '@ridgeline/sdk';
import { buttonClass, FONT_FAMILY } from '../block-styles';
import { backgroundClass, fontClass } from '../content-colours';
import { ContentLink } from '../content-link';
import { RichText } from '../rich-text';
import type { Delivered } from './delivered';

const ArrowForward = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M2 8h11M9 4l4 4-4 4" />
  </svg>
);

/**
 * Messaging banner (spec 3 §3.5): a line of text on a background colour with its legal text,
 * the line itself a link when the section has a url (with an arrow when asked), and a group of
 * buttons beside it or on a line of their own.
 */
export function MessagingBanner({ block }: { block: Delivered<MessagingBannerFields> }) {
  const { headline, buttonGroupSection: section } = block;
  if (!headline) return null;
  const background = block.backgroundColor ?? 'white';
  const text = (
    <>
      {headline.localizableText}
      {section?.addArrowForwardIcon ? <ArrowForward /> : null}
    </>
  );
  const buttons = section?.buttonGroup ?? [];
  return (
    <section className={`${backgroundClass(background)} ${fontClass(headline.fontColor, background)}`}>
      <div
        className={`mx-auto flex max-w-[97.5rem] items-center justify-center gap-x-6 gap-y-3 px-4 py-4 text-center ${section?.addButtonGroupOnNewLine ? 'flex-col' : 'flex-col md:flex-row'}`}
      >
        <div>
          <p className={`text-lg font-semibold ${FONT_FAMILY[headline.font ?? 'primary']}`}>
            {section?.url ? (
              <ContentLink
                link={section.url}
                target={section.linkTarget}
                className="inline-flex items-center gap-2 hover:underline"
              >
                {text}
              </ContentLink>
            ) : (
              <span className="inline-flex items-center gap-2">{text}</span>
            )}
          </p>
          <RichText html={headline.legalText} className="mt-1 text-xs" />
        </div>
        {buttons.length > 0 ? (
          <div className="flex flex-wrap justify-center gap-3">
            {buttons.map((button, i) => (
              <ContentLink
                key={i}
                link={button.url}
                target={button.urlTarget}
                className={buttonClass('primary', button.buttonColor ?? 'black')}
              >
                {button.buttonText}
              </ContentLink>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
