import type { LoyaltyStatus } from '@ridgeline/sdk';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  isExpiring,
  LOYALTY_STATUS_KEY,
  minimumRedemptionText,
  pointsProgress,
  showsTracker,
  trackerTheme,
} from '~/lib/loyalty/loyalty';
import { useLocalizedPath, useSiteContext } from '~/lib/site/site';

/** Spec 1 §9: the loyalty status is cached 5 minutes and not fetched again on window focus. */
const CACHE_MS = 300_000;

type Cached = { at: number; status: LoyaltyStatus };
type State = { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; status: LoyaltyStatus };

const cacheKey = (localeId: string) => `${LOYALTY_STATUS_KEY}_${localeId}`;

function readCache(localeId: string): LoyaltyStatus | undefined {
  try {
    const raw = sessionStorage.getItem(cacheKey(localeId));
    if (!raw) return undefined;
    const cached = JSON.parse(raw) as Cached;
    return Date.now() - cached.at < CACHE_MS ? cached.status : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the cached status (after joining the programme); Log out clears it with session storage. */
export function clearLoyaltyStatusCache(): void {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(`${LOYALTY_STATUS_KEY}_`)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing cached either.
  }
}

/** One request per locale at a time, however many trackers mount. */
const inFlight = new Map<string, Promise<LoyaltyStatus>>();

function loadStatus(localeId: string): Promise<LoyaltyStatus> {
  const cached = readCache(localeId);
  if (cached) return Promise.resolve(cached);
  let request = inFlight.get(localeId);
  if (!request) {
    request = fetch(`/loyalty-status?locale=${encodeURIComponent(localeId)}`, {
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`loyalty status answered ${response.status}`);
        const status = (await response.json()) as LoyaltyStatus;
        try {
          sessionStorage.setItem(cacheKey(localeId), JSON.stringify({ at: Date.now(), status } satisfies Cached));
        } catch {
          // Not cached: the next tracker asks again.
        }
        return status;
      })
      .finally(() => inFlight.delete(localeId));
    inFlight.set(localeId, request);
  }
  return request;
}

/**
 * The loyalty tracker (spec 1 §4), self-contained: it loads the signed-in customer's status itself.
 * Loading text while loading; nothing on error or when loyalty is not active in the session;
 * 'Titanium Member' in black with 'Active Until {date}', else 'Member' in blue; a warning when the
 * expiration date is within the alert days; points progress below the minimum redemption ($5.00);
 * a View link to /membership.
 */
export function LoyaltyTracker() {
  const intl = useIntl();
  const { locale } = useSiteContext();
  const to = useLocalizedPath();
  const [state, setState] = useState<State>({ phase: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ phase: 'loading' });
    loadStatus(locale.id).then(
      (status) => !cancelled && setState({ phase: 'ready', status }),
      (error: unknown) => {
        // Spec 1 §8: a loyalty load error renders nothing.
        console.warn('Loyalty status could not be loaded', error);
        if (!cancelled) setState({ phase: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [locale.id]);

  if (state.phase === 'loading') {
    return (
      <p role="status" className="my-4 text-sm text-neutral-700">
        <FormattedMessage id="loyalty.loading" defaultMessage="Loading your rewards…" />
      </p>
    );
  }
  if (state.phase === 'error' || !showsTracker(state.status)) return null;

  const { status } = state;
  const theme = trackerTheme(status);
  const expiration = status.tier?.expirationDate ?? null;
  const points = status.rewardsBalance?.available.points ?? 0;
  const progress = pointsProgress(points);
  const minimum = minimumRedemptionText(locale.id);
  const titleId = 'loyalty-tracker-title';
  return (
    <section
      aria-labelledby={titleId}
      data-theme={theme}
      className={`my-4 rounded-lg p-4 ${theme === 'titanium' ? 'bg-neutral-950 text-white' : 'bg-blue-800 text-white'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            {theme === 'titanium' ? (
              <FormattedMessage id="loyalty.tier.titanium" defaultMessage="Titanium Member" />
            ) : (
              <FormattedMessage id="loyalty.tier.member" defaultMessage="Member" />
            )}
          </h2>
          {theme === 'titanium' && expiration ? (
            <p className="text-sm">
              <FormattedMessage
                id="loyalty.active_until"
                defaultMessage="Active Until {date}"
                values={{ date: expiration.formattedString }}
              />
            </p>
          ) : null}
        </div>
        <Link
          to={to('/membership')}
          className="rounded bg-white px-3 py-1.5 text-sm font-semibold text-neutral-950 hover:bg-neutral-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <FormattedMessage id="loyalty.view" defaultMessage="View" />
        </Link>
      </div>
      {expiration && isExpiring(expiration.dateValue, new Date()) ? (
        <p className="mt-3 rounded bg-yellow-300 px-2 py-1 text-sm font-semibold text-neutral-950">
          {theme === 'titanium' ? (
            <FormattedMessage
              id="loyalty.expiring.titanium"
              defaultMessage="Your Titanium status expires on {date}."
              values={{ date: expiration.formattedString }}
            />
          ) : (
            <FormattedMessage
              id="loyalty.expiring.member"
              defaultMessage="Your points expire on {date}. Place an order to keep them."
              values={{ date: expiration.formattedString }}
            />
          )}
        </p>
      ) : null}
      <p className="mt-3 text-sm">
        <FormattedMessage
          id="loyalty.balance"
          defaultMessage="{points, plural, one {# point} other {# points}} · {amount} in rewards"
          values={{ points, amount: status.rewardsBalance?.available.currencyFormattedString ?? '' }}
        />
      </p>
      {progress ? (
        <div className="mt-2">
          <p className="text-sm">
            <FormattedMessage
              id="loyalty.progress"
              defaultMessage="Earn {remaining, plural, one {# more point} other {# more points}} to unlock your {minimum} reward."
              values={{ remaining: progress.remaining, minimum }}
            />
          </p>
          <div
            role="progressbar"
            aria-label={intl.formatMessage(
              { id: 'loyalty.progress_label', defaultMessage: 'Points toward your {minimum} reward' },
              { minimum },
            )}
            aria-valuemin={0}
            aria-valuemax={progress.minimum}
            aria-valuenow={Math.max(0, points)}
            className="mt-1 h-2 overflow-hidden rounded-full bg-white/30"
          >
            <div className="h-full bg-white" style={{ width: `${progress.percent}%` }} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
