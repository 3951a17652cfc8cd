import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { pathInLocale, useSiteContext } from '~/lib/site/site';

/** Switches to the same page in another locale; shown only when the site has more than one locale. */
export function LocaleSelector() {
  const { site, locale } = useSiteContext();
  const location = useLocation();
  const navigate = useNavigate();
  const locales = site.l10n.supportedLocales;
  if (locales.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="locale-selector" className="text-sm">
        <FormattedMessage id="footer.locale.label" defaultMessage="Language and region" />
      </label>
      <select
        id="locale-selector"
        // Kept as server HTML (the content footer), the island switches locale on change (static-island.tsx).
        data-locale-selector=""
        value={locale.id}
        onChange={(event) => navigate(pathInLocale(location.pathname + location.search, site, event.target.value))}
        className="rounded border border-neutral-500 bg-white px-2 py-1 text-sm text-ink"
      >
        {locales.map((l) => (
          <option key={l.id} value={l.id} lang={l.id}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
