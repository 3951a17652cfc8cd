import type { Promotions as PromotionsFields } from '@ridgeline/sdk';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { buttonClass, buttonColourOn } from '../block-styles';
import { CallToAction } from '../call-to-action';
import { backgroundClass, fontClass } from '../content-colours';
import { CARD_WIDTHS, ContentImg } from '../content-image';
import { LegalLink } from '../legal-link';
import { RichText } from '../rich-text';
import type { Delivered } from './delivered';

/** A promotion code with a button that copies it, and a quiet confirmation for screen readers. */
function PromoCode({ code }: { code: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  return (
    <p className="flex flex-wrap items-center gap-2">
      <FormattedMessage
        id="content.promotions.code"
        defaultMessage="Code: {code}"
        values={{ code: <strong className="font-mono tracking-wider">{code}</strong> }}
      />
      <button
        type="button"
        onClick={() =>
          navigator.clipboard?.writeText(code).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
        className="min-h-6 rounded border border-current px-2 text-sm font-semibold"
      >
        {intl.formatMessage({ id: 'content.promotions.copy', defaultMessage: 'Copy code' })}
      </button>
      <span role="status" className="text-sm">
        {copied ? intl.formatMessage({ id: 'content.promotions.copied', defaultMessage: 'Copied' }) : ''}
      </span>
    </p>
  );
}

/** Promotions: current offers side by side, each with its words, code, picture, link and terms. */
export function Promotions({ block }: { block: Delivered<PromotionsFields> }) {
  const background = block.backgroundColor ?? 'white';
  const promotions = block.promotions ?? [];
  if (promotions.length === 0) return null;
  return (
    <section className={`${backgroundClass(background)} ${fontClass(undefined, background)}`}>
      <div className="mx-auto max-w-[97.5rem] px-4 py-8">
        {block.headline ? <h2 className="mb-6 text-2xl font-bold">{block.headline}</h2> : null}
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {promotions.map((promotion, i) => (
            <li key={i} className="flex flex-col gap-3 rounded border border-current/20 p-4">
              {promotion.image ? (
                <ContentImg
                  image={promotion.image}
                  alt={promotion.altText}
                  widths={CARD_WIDTHS}
                  sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
                  className="aspect-[16/9] w-full rounded object-cover"
                />
              ) : null}
              <h3 className="text-lg font-bold">{promotion.title}</h3>
              <RichText html={promotion.description} />
              {promotion.promoCode ? <PromoCode code={promotion.promoCode} /> : null}
              {promotion.cta ? (
                <CallToAction
                  cta={promotion.cta}
                  className={`${buttonClass('primary', buttonColourOn(background))} self-start`}
                />
              ) : null}
              {promotion.legalLink ? (
                <LegalLink
                  text={promotion.legalLink.linkText}
                  legalBody={promotion.legalLink.legalBody}
                  className="self-start"
                />
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
