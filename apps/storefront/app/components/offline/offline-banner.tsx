import { FormattedMessage } from 'react-intl';
import { useOnline } from '~/lib/offline/use-online';

/**
 * "You're currently browsing in offline mode." (spec 3 §4.7, §8) while the browser is offline, as a
 * polite status message. It is there only while offline: an always-present empty status region
 * would be one more "status" on every page for anything that looks for the page's one message.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="bg-theme px-4 py-2 text-center text-sm font-semibold text-ink">
      <FormattedMessage id="offline.banner" defaultMessage="You're currently browsing in offline mode." />
    </div>
  );
}
