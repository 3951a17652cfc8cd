import type { Country } from '@ridgeline/commerce/types';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { storeCountryChoice } from '~/lib/country/country-choice';
import type { CountryOverlay } from '~/lib/country/country-cookie';
import { pathInLocale, useSiteContext } from '~/lib/site/site';
import { DialogFrame } from '../ui/drawer';
import { CountryFlag } from './country-flag';

/**
 * The country selector (spec 3 §2.7, §4.6): the visitor's country and the locale's, each with its
 * flag, name and locales, and a link to every country. Choosing a locale or closing stores the
 * country cookie for 30 days, so the modal does not open again.
 */
export function CountrySelectorModal({ verification, onDone }: { verification: CountryOverlay; onDone: () => void }) {
  const { homeCountry, visitingCountry } = verification.overlayDetails;
  const close = () => {
    storeCountryChoice(homeCountry.countryCode);
    onDone();
  };
  return (
    <DialogFrame
      open
      onClose={close}
      title={verification.modalTitle}
      className="m-auto w-[min(30rem,92vw)] rounded-lg bg-white p-5 shadow-xl backdrop:bg-black/40"
    >
      <p className="flex items-center gap-2">
        <CountryFlag sprite={verification.flagsIconUrl} countryCode={visitingCountry.countryCode} />
        <span>
          <FormattedMessage
            id="country_selector.location"
            defaultMessage="Your location: {country}"
            values={{ country: <strong>{visitingCountry.translatedName}</strong> }}
          />
        </span>
      </p>
      <p className="mt-3 text-sm text-neutral-800">
        <FormattedMessage id="country_selector.choose" defaultMessage="Choose where you would like to shop:" />
      </p>
      <CountryChoices country={visitingCountry} sprite={verification.flagsIconUrl} onChosen={onDone} />
      <CountryChoices country={homeCountry} sprite={verification.flagsIconUrl} onChosen={onDone} />
      <p className="mt-5">
        <Link
          to={verification.viewAllCountriesUrl}
          onClick={close}
          className="inline-block py-2 font-semibold text-brand underline"
        >
          <FormattedMessage id="country_selector.view_all" defaultMessage="View all countries" />
        </Link>
      </p>
    </DialogFrame>
  );
}

/** A country's heading and its locales as links; a country the shop does not sell to says so. */
function CountryChoices({ country, sprite, onChosen }: { country: Country; sprite: string; onChosen: () => void }) {
  const { site, locale: current } = useSiteContext();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <section className="mt-4" aria-label={country.translatedName}>
      <h3 className="flex items-center gap-2 font-semibold">
        <CountryFlag sprite={sprite} countryCode={country.countryCode} />
        {country.translatedName}
      </h3>
      {country.ecommerceEnabled ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {country.locales.map((locale) => {
            const isCurrent = locale.id === current.id;
            // A locale of this site: the same page in it. The engine's URL (its home page) otherwise.
            const ours = site.l10n.supportedLocales.some((l) => l.id === locale.id);
            return (
              <li key={locale.id}>
                <Link
                  to={ours ? pathInLocale(here, site, locale.id) : locale.url}
                  lang={locale.id}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={(event) => {
                    storeCountryChoice(country.countryCode);
                    // The locale of this page: nothing to load, the visitor stays.
                    if (isCurrent) event.preventDefault();
                    onChosen();
                  }}
                  className={`inline-flex min-h-11 items-center rounded border px-4 py-2 text-sm font-semibold ${
                    isCurrent ? 'border-brand bg-brand text-white' : 'border-ink text-ink hover:bg-theme'
                  }`}
                >
                  {locale.name}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-neutral-800">
          <FormattedMessage id="country_selector.no_shipping" defaultMessage="We don't ship to this country yet." />
        </p>
      )}
    </section>
  );
}
