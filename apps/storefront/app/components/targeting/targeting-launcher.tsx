import type { TargetingAction } from '@ridgeline/sdk';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';
import { onExitIntent, takePickUp } from '~/lib/targeting/overlay-triggers';
import type { TargetingOverlay as TargetingOverlayType } from './targeting-overlays';
import { pageFactsOf, TARGETING_PATH, type PageFacts } from '~/lib/targeting/page-facts';

/** The overlays' code (the weather drawer, the pick-up and exit modals) loads only when one opens. */
const TargetingOverlay = lazy<ComponentType<ComponentProps<typeof TargetingOverlayType>>>(() =>
  import('./targeting-overlays').then(
    (m) => ({ default: m.TargetingOverlay }),
    // Targeting errors are not shown (spec 3 §8): an overlay that cannot load does not open.
    () => ({ default: () => null }),
  ),
);

type Component = TargetingAction['component'];
type Decided = { page: PageFacts; actions: TargetingAction[] };

/** After the page's own work: when the browser is idle (3 s at most), or 1.5 s on without idle callbacks. */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}

const WEATHER_ICONS: Record<string, string> = { sun: '☀', 'cloud-sun': '⛅', snowflake: '❄', rain: '☂' };

/** The weather widget's header button (spec 3 §2.7), drawn into the header's slot. */
function WeatherButton({ action, onOpen }: { action: TargetingAction; onOpen: () => void }) {
  const intl = useIntl();
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => setSlot(document.getElementById('weather-slot')), []);
  if (!slot) return null;
  const title = typeof action.json.title === 'string' ? action.json.title : '';
  const icon = typeof action.json.iconName === 'string' ? WEATHER_ICONS[action.json.iconName] : undefined;
  return createPortal(
    <button
      type="button"
      onClick={onOpen}
      className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded p-2 text-sm hover:bg-theme"
      aria-label={intl.formatMessage({ id: 'weather.open', defaultMessage: 'Weather picks: {title}' }, { title })}
    >
      <span aria-hidden="true" className="text-lg leading-none">
        {icon ?? '☀'}
      </span>
      <span className="hidden xl:inline">{title}</span>
    </button>,
    slot,
  );
}

/**
 * Asks the decision service, once each page has loaded and the browser is idle, which targeting
 * slots this page fills (spec 3 §4.6): the weather widget's button shows at once; the pick-up modal
 * opens when it applies, the exit modal on exit intent; their code loads only then. Targeting errors
 * are not shown (spec 3 §8).
 */
export function TargetingLauncher() {
  const matches = useMatches();
  const location = useLocation();
  const [decided, setDecided] = useState<Decided | null>(null);
  const [opened, setOpened] = useState<Component | null>(null);
  const page = pageFactsOf(matches, location);
  const key = `${page.path}|${page.productId ?? ''}|${page.categoryId ?? ''}|${page.searchTerm ?? ''}`;
  // The page as last drawn: the effect runs once per page (its key), reading the page of that moment.
  const latest = useRef({ page });
  latest.current = { page };
  useEffect(() => {
    const { page } = latest.current;
    let cancelled = false;
    const body = new URLSearchParams(
      Object.entries(page).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    whenIdle(() => {
      if (cancelled) return;
      fetch(TARGETING_PATH, { method: 'POST', body })
        .then((response) => (response.ok ? (response.json() as Promise<{ actions?: TargetingAction[] }>) : undefined))
        .then((answer) => {
          if (!cancelled) setDecided(answer?.actions?.length ? { page, actions: answer.actions } : null);
        })
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
  useEffect(() => {
    if (!decided) return;
    const has = (component: Component) => decided.actions.some((action) => action.component === component);
    if (has('pick-up') && takePickUp(decided.page.path)) {
      setOpened('pick-up');
      return;
    }
    return has('exit-modal') ? onExitIntent(() => setOpened('exit-modal')) : undefined;
  }, [decided]);
  if (!decided) return null;
  const weather = decided.actions.find((action) => action.component === 'weather');
  return (
    <>
      {weather ? <WeatherButton action={weather} onOpen={() => setOpened('weather')} /> : null}
      {opened ? (
        <Suspense fallback={null}>
          <TargetingOverlay
            actions={decided.actions}
            page={decided.page}
            open={opened}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
