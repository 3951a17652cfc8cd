import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { StoreLocator } from '~/components/store/store-locator';
import { useChosenStore } from '~/components/store/use-chosen-store';
import { metaTitle } from '~/lib/seo/meta';
import { searchStoresFor } from '~/lib/stores/store-search.server';
import type { Route } from './+types/store-locator';

/** Also the store locator drawer's data: it loads this route with a fetcher. */
export function loader({ request, context }: Route.LoaderArgs) {
  return searchStoresFor(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'store_locator.title', defaultMessage: 'Find a Store' }) },
];

export default function StoreLocatorPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [chosen, choose] = useChosenStore();
  const params = new URLSearchParams(location.search);
  const manual = params.has('postalCode');
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="store-title">
      <h1 id="store-title" className="mb-6 text-3xl font-bold">
        <FormattedMessage id="store_locator.title" defaultMessage="Find a Store" />
      </h1>
      <StoreLocator
        data={loaderData}
        loading={navigation.state === 'loading' && navigation.location.pathname === location.pathname}
        search={(query, { replace }) => navigate(`?${query}`, { replace, preventScrollReset: true })}
        action={location.pathname}
        chosen={chosen}
        onChoose={choose}
        initialPostalCode={manual ? (params.get('postalCode') ?? '') : ''}
        autoLocate={!manual && loaderData.query.kind !== 'position'}
      />
    </section>
  );
}
