import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { openConsentPreferences } from '~/lib/consent/consent-store';
import { pathInLocale, useSiteContext } from '~/lib/site/site';

/**
 * Content that needs no script, rendered on the server and kept as it came (issue 23: "blocks
 * render on the server; only interactive parts hydrate"). The server renders `render()` inside a
 * wrapper; on hydration the browser keeps the wrapper's HTML as it is (`dangerouslySetInnerHTML`
 * with what is already there: React neither compares nor rewrites it), so the code that drew it
 * is never downloaded. Anything first drawn in the browser (a client-side navigation to another
 * page, the footer of another locale) has no HTML to keep: `fallback` draws it, loading its code
 * then. Callers draw with a lazy component, whose module loads only where it renders.
 *
 * The kept HTML stays a shop page: its links navigate in the app (a click on a same-origin link
 * without a modifier goes through the router), an account-drawer button (`data-account-drawer`,
 * content-link.tsx) opens the account drawer as the header's account button does (it presses it),
 * the footer's locale selector (`data-locale-selector`) switches to the same page in that locale, and
 * its Cookie Preferences (`data-consent-preferences`) open the consent dialog.
 */
export function StaticIsland({
  name,
  render,
  fallback,
}: {
  /**
   * What the island shows, the same on the server and in the browser (a block's deliveryId, a
   * footer part's name): with the locale, it finds the server's HTML. Anything already in the page
   * under that name and locale shows the same thing. (React's own ids do not survive hydration
   * here: the server's and the browser's router trees differ above the page.)
   */
  name: string;
  render: () => ReactNode;
  fallback: ReactNode;
}) {
  const id = `${useIntl().locale}:${name}`;
  // Read once, when first drawn: on hydration (or when a later boundary hydrates) the server's HTML.
  // It belongs to that name and locale only: this island showing another (the footer after a switch
  // of locale, another category's landing) draws that one with `fallback`.
  const [first] = useState(() => ({
    id,
    html:
      typeof document === 'undefined'
        ? undefined
        : document.querySelector(`[data-island="${CSS.escape(id)}"]`)?.innerHTML,
  }));
  const kept = first.id === id ? first.html : undefined;
  const navigate = useNavigate();
  const { site } = useSiteContext();
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    // A change event of kept HTML reaches no React handler: listened to here.
    const onChange = (event: Event) => {
      const select = event.target as HTMLSelectElement;
      if (!select.matches('[data-locale-selector]')) return;
      void navigate(pathInLocale(window.location.pathname + window.location.search, site, select.value));
    };
    element.addEventListener('change', onChange);
    return () => element.removeEventListener('change', onChange);
  }, [navigate, site]);
  if (import.meta.env.SSR) {
    return (
      <div data-island={id} className="contents">
        {render()}
      </div>
    );
  }
  if (kept === undefined) return <div className="contents">{fallback}</div>;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target as Element;
    if (target.closest('[data-account-drawer]')) {
      event.preventDefault();
      document.querySelector<HTMLElement>('[data-account-opener]')?.click();
      return;
    }
    // The footer's Cookie Preferences (decision 053).
    if (target.closest('[data-consent-preferences]')) {
      event.preventDefault();
      openConsentPreferences();
      return;
    }
    const anchor = target.closest('a');
    if (!anchor || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  return (
    // Clicks bubble up from the kept links and buttons (Enter on one is a click too).
    <div
      ref={wrapper}
      data-island={id}
      className="contents"
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: kept }}
      suppressHydrationWarning
    />
  );
}
