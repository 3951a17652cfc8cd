import { lazy, Suspense, useEffect, useState } from 'react';
import { bannerNeeded, startNeeded } from '~/lib/consent/consent';
import { consentSnapshot, onOpenConsentPreferences } from '~/lib/consent/consent-store';

// Loads only for a visitor the banner asks, or when Cookie Preferences is pressed.
const ConsentUi = lazy(() => import('./consent-ui'));

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
  if (!banner && !dialog) return null;
  return (
    <Suspense fallback={null}>
      <ConsentUi
        dialog={dialog}
        onManage={() => setDialog(true)}
        onClose={(saved) => {
          // Closing the dialog unsaved brings the banner back to a visitor who has not answered.
          setDialog(false);
          if (saved) setBanner(false);
        }}
      />
    </Suspense>
  );
}
