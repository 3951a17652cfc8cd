import type { CountryVerification } from '@ridgeline/commerce/types';
import { lazy, Suspense, useEffect, useState } from 'react';
import { hasCountryCookie, opensCountryModal, type CountryOverlay } from '~/lib/country/country-cookie';
import { COUNTRY_CHECKED_KEY, COUNTRY_VERIFY_PATH } from '~/lib/country/country-paths';

/** The modal's code loads only for a visitor it opens for: most visits never download it. */
const CountrySelectorModal = lazy(() =>
  import('./country-selector-modal').then((m) => ({ default: m.CountrySelectorModal })),
);

function checkedAlready(localeId: string): boolean {
  try {
    return sessionStorage.getItem(COUNTRY_CHECKED_KEY) === localeId;
  } catch {
    return false;
  }
}

function rememberChecked(localeId: string): void {
  try {
    sessionStorage.setItem(COUNTRY_CHECKED_KEY, localeId);
  } catch {
    // No session storage (a locked-down browser): the next page asks again.
  }
}

/**
 * Asks, once the page has loaded, whether this visitor is in another country than the locale's
 * (spec 3 §4.6), unless they already answered the modal (its cookie); opens the modal when so.
 * The page itself stays the same for every visitor, so shared caches keep working.
 */
export function CountrySelectorLauncher({ localeId }: { localeId: string }) {
  const [verification, setVerification] = useState<CountryOverlay | null>(null);
  useEffect(() => {
    if (hasCountryCookie(document.cookie) || checkedAlready(localeId)) return;
    const controller = new AbortController();
    fetch(`${COUNTRY_VERIFY_PATH}?locale=${encodeURIComponent(localeId)}`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<CountryVerification>) : null))
      .then((answer) => {
        if (opensCountryModal(answer, document.cookie)) setVerification(answer);
        else if (answer) rememberChecked(localeId);
      })
      .catch(() => {
        // Offline or aborted: no modal this time.
      });
    return () => controller.abort();
  }, [localeId]);
  if (!verification) return null;
  return (
    <Suspense fallback={null}>
      <CountrySelectorModal verification={verification} onDone={() => setVerification(null)} />
    </Suspense>
  );
}
