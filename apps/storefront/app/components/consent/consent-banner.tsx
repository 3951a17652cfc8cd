import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ALL_OFF, ALL_ON } from '~/lib/consent/consent';
import { chooseConsent, consentSnapshot } from '~/lib/consent/consent-store';
import { CONSENT_BUTTON, CONSENT_BUTTON_PRIMARY } from './consent-buttons';

/**
 * The consent banner (decision 053): a non-modal region fixed at the bottom of the window, so the
 * page neither moves nor is blocked. Accept All, Reject All, or Manage Preferences (the dialog).
 * In Canada nothing optional runs until an answer; in the US Reject All is the opt-out of sale
 * and sharing.
 */
export default function ConsentBanner({ onAnswered, onManage }: { onAnswered: () => void; onManage: () => void }) {
  const titleId = useId();
  const canada = consentSnapshot().region === 'CA';
  const answer = (choice: typeof ALL_ON) => {
    chooseConsent(choice, 'banner');
    onAnswered();
  };
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-300 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto flex max-w-[97.5rem] flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-3xl text-sm">
          <h2 id={titleId} className="mb-1 text-base font-bold">
            <FormattedMessage id="consent.banner.title" defaultMessage="We value your privacy" />
          </h2>
          <p>
            {canada ? (
              <FormattedMessage
                id="consent.banner.body_ca"
                defaultMessage="We use cookies to run the shop. With your permission we also use them to measure visits, personalize recommendations and show relevant ads. Optional cookies stay off unless you accept them."
              />
            ) : (
              <FormattedMessage
                id="consent.banner.body_us"
                defaultMessage="We use cookies to run the shop, measure visits, personalize recommendations and show relevant ads. Reject All opts you out of the sale or sharing of your personal information."
              />
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={CONSENT_BUTTON} onClick={onManage} aria-haspopup="dialog">
            <FormattedMessage id="consent.manage" defaultMessage="Manage Preferences" />
          </button>
          <button type="button" className={CONSENT_BUTTON} onClick={() => answer(ALL_OFF)}>
            <FormattedMessage id="consent.reject_all" defaultMessage="Reject All" />
          </button>
          <button type="button" className={CONSENT_BUTTON_PRIMARY} onClick={() => answer(ALL_ON)}>
            <FormattedMessage id="consent.accept_all" defaultMessage="Accept All" />
          </button>
        </div>
      </div>
    </section>
  );
}
