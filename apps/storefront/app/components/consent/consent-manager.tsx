import { lazy, Suspense, useEffect, useState } from 'react';
import { bannerNeeded, startNeeded } from '~/lib/consent/consent';
import { consentSnapshot, onOpenConsentPreferences } from '~/lib/consent/consent-store';

// Neither loads on a page whose visitor has answered, until Cookie Preferences is pressed.
const ConsentBanner = lazy(() => import('./consent-banner'));
const ConsentDialog = lazy(() => import('./consent-dialog'));

/**
 * The shop's consent manager (decision 053): after hydration it reads the visitor's choice, shows
 * the banner to a visitor who has not answered where consent comes first (fixed at the bottom:
 * nothing on the page moves), and opens the preferences dialog from the banner or the footer's
 * Cookie Preferences. Rendered in the browser only: a shared cached page never carries one
 * visitor's state.
 */
export function ConsentManager() {
  const [banner, setBanner] = useState(false);
  const [dialog, setDialog] = useState(false);
  useEffect(() => {
    const { stored, region, signal } = consentSnapshot();
    if (startNeeded(stored, region, signal)) void import('~/lib/consent/consent-choice').then((m) => m.startConsent());
    setBanner(bannerNeeded(stored, region, signal));
    return onOpenConsentPreferences(() => setDialog(true));
  }, []);
  return (
    <>
      {banner && !dialog ? (
        <Suspense fallback={null}>
          <ConsentBanner onAnswered={() => setBanner(false)} onManage={() => setDialog(true)} />
        </Suspense>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <ConsentDialog
            onClose={() => setDialog(false)}
            onSaved={() => {
              setDialog(false);
              setBanner(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
