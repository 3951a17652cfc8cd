import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { CountryFlag } from '~/components/country/country-flag';
import { SimplePage } from '~/components/layout/simple-page';
import { metaTitle } from '~/lib/seo/meta';
import { pathInLocale, siteContextFromUrl, useSiteContext } from '~/lib/site/site';
import type { Route } from './+types/international';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, locale } = siteContextFromUrl(request.url);
  // The countries the shop sells to, named in this locale's language, with their locales.
  return context.commerce.listCountries({ siteId: site.id, locale: locale.id });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'footer.international', defaultMessage: 'International' }) },
];

/** Where the shop sells and in which languages: each country with one link per locale, to its home page. */
export default function InternationalPage({ loaderData }: Route.ComponentProps) {
  const { site, locale } = useSiteContext();
  return (
    <SimplePage
      title={<FormattedMessage id="international.title" defaultMessage="Choose your location and language" />}
    >
      <p>
        <FormattedMessage
          id="international.intro"
          defaultMessage="We ship to these countries. Choose a country and a language to shop in."
        />
      </p>
      {loaderData.countries.map((country) => (
        <section key={country.countryCode} aria-labelledby={`country-${country.countryCode}`} className="pt-2">
          <h2 id={`country-${country.countryCode}`} className="flex items-center gap-2 text-xl font-semibold">
            <CountryFlag sprite={loaderData.flagsIconUrl} countryCode={country.countryCode} />
            {country.translatedName}
          </h2>
          <ul className="mt-2 space-y-1">
            {country.locales.map((l) => {
              const currency = site.l10n.supportedLocales.find((s) => s.id === l.id)?.preferredCurrency;
              return (
                <li key={l.id}>
                  <Link
                    to={pathInLocale('/', site, l.id)}
                    lang={l.id}
                    aria-current={l.id === locale.id ? 'true' : undefined}
                    className="inline-block py-1 underline aria-[current]:font-semibold"
                  >
                    {l.name}
                    {currency ? ` (${currency})` : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </SimplePage>
  );
}
