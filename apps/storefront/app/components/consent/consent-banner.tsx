import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { ALL_OFF, ALL_ON, type ConsentChoice } from '~/lib/consent/consent';
import { chooseConsent } from '~/lib/consent/consent-choice';
import { CONSENT_BUTTON, CONSENT_BUTTON_PRIMARY } from './consent-buttons';

/**
 * The consent banner (decision 053), shown where consent comes first (Canada): a non-modal region
 * fixed at the bottom of the window, so nothing on the page moves. While it shows, the page gets as
 * much room at its end as the banner takes, so the footer can still be scrolled into view; the
 * compare tray and the staff launchers sit above it. Accept All, Reject All (equal weight), or
 * Manage Preferences (the dialog).
 */
export function ConsentBanner({ onAnswered, onManage }: { onAnswered: () => void; onManage: () => void }) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const room = () => (document.body.style.paddingBottom = `${banner.offsetHeight}px`);
    room();
    const observer = new ResizeObserver(room);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, []);
  const answer = (choice: ConsentChoice) => {
    chooseConsent(choice, 'banner');
    onAnswered();
  };
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-neutral-300 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto flex max-w-[97.5rem] flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-3xl text-sm">
          <p id={titleId} className="mb-1 text-base font-bold">
            <FormattedMessage id="consent.banner.title" defaultMessage="We value your privacy" />
          </p>
          <p>
            <FormattedMessage
              id="consent.banner.body"
              defaultMessage="We use cookies to run the shop. With your permission we also use them to measure visits, personalize recommendations and show relevant ads. Optional cookies stay off unless you accept them."
            />
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
