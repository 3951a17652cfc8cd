import { FormattedMessage } from 'react-intl';
import { openConsentPreferences } from '~/lib/consent/consent-store';
import { useSiteContext } from '~/lib/site/site';

/**
 * The footer's way back to the consent choice (decision 053): Cookie Preferences everywhere, and
 * in the US also the opt-out link the CCPA asks for by its name. Both open the preferences dialog.
 */
export function CookiePreferencesLinks({ className }: { className: string }) {
  const { locale } = useSiteContext();
  const open = () => openConsentPreferences();
  return (
    <>
      <li>
        <button type="button" aria-haspopup="dialog" data-consent-preferences onClick={open} className={className}>
          <FormattedMessage id="consent.preferences" defaultMessage="Cookie Preferences" />
        </button>
      </li>
      {locale.id.endsWith('-US') ? (
        <li>
          <button type="button" aria-haspopup="dialog" data-consent-preferences onClick={open} className={className}>
            <FormattedMessage id="consent.do_not_sell" defaultMessage="Do Not Sell or Share My Personal Information" />
          </button>
        </li>
      ) : null}
    </>
  );
}
