import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_KEY, searchHref } from '~/lib/search/quick-search';
import { useLocalizedPath } from '~/lib/site/site';
import { LazyDrawer } from '../ui/lazy-drawer';
import { SearchIcon } from '../ui/icons';
import { useSuggestions } from './use-suggestions';

// The panel's code loads when a search first shows it: most pages are never searched from.
const SuggestionsPanel = lazy(() => import('./suggestions-panel').then((m) => ({ default: m.SuggestionsPanel })));

function readRecent(): string[] {
  try {
    return parseRecentSearches(localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

function rememberSearch(term: string) {
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(addRecentSearch(readRecent(), term)));
  } catch (error) {
    console.error('Could not save the recent search', error);
  }
}

/** The search field with its panel; shared by the desktop popover and the mobile drawer. */
function SearchBox({ autoFocus, onDone, idPrefix }: { autoFocus?: boolean; onDone: () => void; idPrefix: string }) {
  const intl = useIntl();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const state = useSuggestions(text);
  const panelId = `${idPrefix}-panel`;
  const close = () => {
    setOpen(false);
    onDone();
  };
  const pick = (term?: string) => {
    if (term) rememberSearch(term);
    setText('');
    close();
  };
  const showPanel = open && (state.status !== 'idle' || recent.length > 0);
  return (
    <div
      className="relative"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <form
        role="search"
        action={to('/search')}
        onSubmit={(e) => {
          e.preventDefault();
          const term = text.trim();
          if (!term) return; // A blank search is ignored.
          pick(term);
          navigate(searchHref(to('/search'), term, 'manualSearch'));
        }}
      >
        <label htmlFor={`${idPrefix}-input`} className="sr-only">
          <FormattedMessage id="header.search.label" defaultMessage="Search" />
        </label>
        <input
          id={`${idPrefix}-input`}
          name="q"
          type="search"
          value={text}
          // The drawer focuses it once open (ui/drawer.tsx): a focus() before showModal() is lost.
          data-autofocus={autoFocus || undefined}
          autoComplete="off"
          maxLength={200}
          aria-controls={panelId}
          onFocus={() => {
            setRecent(readRecent());
            setOpen(true);
          }}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          placeholder={intl.formatMessage({ id: 'header.search.placeholder', defaultMessage: 'Search for products' })}
          className="w-full rounded-full border border-neutral-500 py-2 pl-4 pr-10 text-sm"
        />
        <input type="hidden" name="searchmethod" value="manualSearch" />
        <button
          type="submit"
          className="absolute right-1 top-1/2 -translate-y-1/2 rounded-full p-1.5 hover:bg-theme"
          aria-label={intl.formatMessage({ id: 'header.search.submit', defaultMessage: 'Submit search' })}
        >
          <SearchIcon width={18} height={18} />
        </button>
      </form>
      <div
        id={panelId}
        hidden={!showPanel}
        className="z-40 mt-2 bg-white lg:absolute lg:right-0 lg:w-[min(56rem,calc(100vw-10rem))] lg:rounded-md lg:border lg:border-neutral-200 lg:p-5 lg:shadow-lg"
      >
        {showPanel ? (
          <Suspense fallback={null}>
            <SuggestionsPanel state={state} recent={recent} onPick={pick} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

/** Header search: a popover on desktop, a full-screen drawer on mobile (spec 2 §2). */
export function QuickSearch() {
  const intl = useIntl();
  const id = useId();
  const [drawer, setDrawer] = useState(false);
  const location = useLocation();
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (lastKey.current !== location.key) setDrawer(false);
    lastKey.current = location.key;
  }, [location.key]);
  return (
    <>
      <div className="hidden w-44 lg:block xl:w-56 2xl:w-72">
        <SearchBox idPrefix={`${id}-desktop`} onDone={() => {}} />
      </div>
      <button
        type="button"
        onClick={() => setDrawer(true)}
        aria-haspopup="dialog"
        className="shrink-0 rounded p-2 hover:bg-theme lg:hidden"
        aria-label={intl.formatMessage({ id: 'header.search.label', defaultMessage: 'Search' })}
      >
        <SearchIcon />
      </button>
      <LazyDrawer
        open={drawer}
        onClose={() => setDrawer(false)}
        width="full"
        title={<FormattedMessage id="header.search.label" defaultMessage="Search" />}
      >
        {drawer ? <SearchBox idPrefix={`${id}-mobile`} autoFocus onDone={() => setDrawer(false)} /> : null}
      </LazyDrawer>
    </>
  );
}
