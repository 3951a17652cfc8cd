import type { MarketingBanner } from '@ridgeline/sdk';
import { useIntl } from 'react-intl';
import { Drawer } from '../../ui/drawer';
import { buttonClass } from '../block-styles';
import { ContentLink } from '../content-link';
import { LegalLink } from '../legal-link';
import { RichText } from '../rich-text';

type ChildBanner = NonNullable<MarketingBanner['childBanners']>[number];

/**
 * The marketing banner's drawer (spec 3 §2.4, §3.3): every offer with its headline, text, buttons
 * and legal text. An account-drawer button calls `onAccountDrawer`, which closes this drawer first.
 */
export default function MarketingOffersDrawer({
  open,
  onClose,
  offers,
  onAccountDrawer,
}: {
  open: boolean;
  onClose: () => void;
  offers: readonly ChildBanner[];
  onAccountDrawer: () => void;
}) {
  const intl = useIntl();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="right"
      title={intl.formatMessage({ id: 'content.marketing_banner.offers', defaultMessage: 'Offers' })}
    >
      <ul className="divide-y divide-neutral-200">
        {offers.map((offer, i) => (
          <li key={i} className="space-y-3 py-5">
            <h3 className="text-lg font-bold">{offer.headline || offer.desktopRotatingMessage}</h3>
            <RichText html={offer.body} className="text-neutral-800" />
            {offer.bannerButtons && offer.bannerButtons.length > 0 ? (
              <div className="flex flex-wrap gap-3">
                {offer.bannerButtons.map((button, n) => (
                  <ContentLink
                    key={n}
                    link={button.link ?? button.url}
                    target={button.urlTarget}
                    onAccountDrawer={onAccountDrawer}
                    className={buttonClass('primary')}
                  >
                    {button.text}
                  </ContentLink>
                ))}
              </div>
            ) : null}
            {offer.legalTextLink ? (
              <LegalLink text={offer.legalTextLink.text} legalBody={offer.legalTextLink.legalBody} />
            ) : null}
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
