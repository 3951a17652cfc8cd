import { FormattedMessage } from 'react-intl';
import { OFFLINE_BANNER_ID } from '~/lib/offline/inline-offline';

/**
 * "You're currently browsing in offline mode." (spec 3 §4.7, §8), a polite status shown while the
 * browser is offline. Hidden until then: the page's inline script shows and hides it
 * (lib/offline/inline-offline.ts), from the first paint on, and React leaves the attribute be.
 */
export function OfflineBanner() {
  return (
    <div
      id={OFFLINE_BANNER_ID}
      role="status"
      hidden
      suppressHydrationWarning
      className="bg-theme px-4 py-2 text-center text-sm font-semibold text-ink"
    >
      <FormattedMessage id="offline.banner" defaultMessage="You're currently browsing in offline mode." />
    </div>
  );
}
