import type { MarketingBanner as MarketingBannerFields } from '@ridgeline/sdk';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAccountOpener } from '../use-account-opener';
import { FADE_MS, usePrefersReducedMotion, useRotation } from '../use-rotation';
import type { Delivered } from './delivered';

// The offers drawer loads the first time a shopper opens it.
const MarketingOffersDrawer = lazy(() => import('./marketing-offers-drawer'));

/** Spec 3 §4.5 and §9: the account drawer opens 300 ms after the banner's drawer closes. */
export const ACCOUNT_DRAWER_DELAY_MS = 300;

const PauseIcon = () => (
  <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" fill="currentColor">
    <path d="M3 2h3v12H3zM10 2h3v12h-3z" />
  </svg>
);
const PlayIcon = () => (
  <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" fill="currentColor">
    <path d="M4 2l10 6-10 6z" />
  </svg>
);

/**
 * Marketing banner (spec 3 §3.3, §4.5): a bar whose desktop and mobile messages rotate separately
 * every 5 s with a 300 ms fade, and which opens a drawer with the offers. Rotation stops for a
 * visitor who asks for less motion, while the pointer or focus is on the bar, while the drawer is
 * open, and with the pause button (WCAG 2.2.2: moving content can be paused).
 */
export function MarketingBanner({ block }: { block: Delivered<MarketingBannerFields> }) {
  const intl = useIntl();
  const offers = block.childBanners ?? [];
  const desktop = offers.map((offer) => offer.desktopRotatingMessage);
  const mobile = offers.map((offer) => offer.mobileRotatingMessage || offer.desktopRotatingMessage);
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByShopper, setPausedByShopper] = useState<boolean>();
  const [holding, setHolding] = useState(false);
  const [drawer, setDrawer] = useState({ used: false, open: false });
  // Stopped by the shopper's button (or, until they press it, by their motion setting); held while they read.
  const stopped = pausedByShopper ?? reducedMotion;
  const paused = stopped || holding || drawer.open;
  const desktopRotation = useRotation(desktop.length, paused);
  const mobileRotation = useRotation(mobile.length, paused);
  const account = useAccountOpener();
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const closeDrawer = useCallback(() => setDrawer((d) => ({ ...d, open: false })), []);
  const openAccount = useCallback(() => {
    closeDrawer();
    clearTimeout(pending.current);
    pending.current = setTimeout(account.open, ACCOUNT_DRAWER_DELAY_MS);
  }, [account.open, closeDrawer]);

  if (offers.length === 0) return null;
  const fade = `transition-opacity motion-reduce:transition-none`;
  const offersWord = intl.formatMessage({ id: 'content.marketing_banner.offers', defaultMessage: 'Offers' });
  return (
    <section
      aria-label={offersWord}
      className="bg-surface-black text-font-primary-inverted"
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHolding(false);
      }}
    >
      <div className="mx-auto flex max-w-[97.5rem] items-center gap-2 px-4 py-1.5 text-sm">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setDrawer({ used: true, open: true })}
          className="flex min-h-8 flex-1 items-center justify-center gap-2 text-center"
        >
          {/* Announced only once the messages stand still (a moving region would keep talking). */}
          <span aria-live={paused ? 'polite' : 'off'} aria-atomic="true">
            <span
              className={`hidden lg:inline ${fade} ${desktopRotation.fading ? 'opacity-0' : 'opacity-100'}`}
              style={{ transitionDuration: `${FADE_MS}ms` }}
            >
              {desktop[desktopRotation.index]}
            </span>
            <span
              className={`lg:hidden ${fade} ${mobileRotation.fading ? 'opacity-0' : 'opacity-100'}`}
              style={{ transitionDuration: `${FADE_MS}ms` }}
            >
              {mobile[mobileRotation.index]}
            </span>
          </span>
          <span className={block.hideOffersText ? 'sr-only' : 'font-semibold underline underline-offset-2'}>
            {offersWord}
          </span>
        </button>
        {offers.length > 1 ? (
          <button
            type="button"
            onClick={() => setPausedByShopper(!stopped)}
            aria-label={
              stopped
                ? intl.formatMessage({ id: 'content.marketing_banner.play', defaultMessage: 'Play the offers' })
                : intl.formatMessage({ id: 'content.marketing_banner.pause', defaultMessage: 'Pause the offers' })
            }
            className="flex size-8 shrink-0 items-center justify-center rounded hover:bg-white/15"
          >
            {stopped ? <PlayIcon /> : <PauseIcon />}
          </button>
        ) : null}
      </div>
      {drawer.used ? (
        <Suspense fallback={null}>
          <MarketingOffersDrawer
            open={drawer.open}
            onClose={closeDrawer}
            offers={offers}
            onAccountDrawer={openAccount}
          />
        </Suspense>
      ) : null}
      {account.drawer}
    </section>
  );
}
