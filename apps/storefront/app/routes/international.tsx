import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { SimplePage } from '~/components/layout/simple-page';
import { metaTitle } from '~/lib/seo/meta';
import { pathInLocale, useSiteContext } from '~/lib/site/site';
import type { Route } from './+types/international';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'footer.international', defaultMessage: 'International' }) },
];

/** Where the shop sells and in which languages: one link per locale, to its home page. */
export default function InternationalPage() {
  const { site, locale } = useSiteContext();
  return (
    <SimplePage
      title={<FormattedMessage id="international.title" defaultMessage="Choose your location and language" />}
    >
      <ul className="space-y-2">
        {site.l10n.supportedLocales.map((l) => (
          <li key={l.id}>
            <Link
              to={pathInLocale('/', site, l.id)}
              lang={l.id}
              aria-current={l.id === locale.id ? 'true' : undefined}
              className="underline"
            >
              {l.name} ({l.preferredCurrency})
            </Link>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}
