import { CommerceApiError } from '@ridgeline/sdk';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useLocation, useNavigate, useNavigation } from 'react-router';
import { StoreCard, type StoreHit } from '~/components/store/store-card';
import { shopperLocale } from '~/lib/loader-helpers.server';
import { pageTitle } from '~/lib/meta';
import { useSiteContext } from '~/lib/site';
import {
  chosenStoreKey,
  distanceUnitFor,
  nextVisibleCount,
  parseChosenStore,
  STORE_COUNTRIES,
  STORE_DEFAULTS,
  STORE_FETCH_LIMIT,
  STORES_PER_LOAD,
  storeQueryFromSearch,
  validateStoreForm,
  type ChosenStore,
  type StoreFormErrors,
} from '~/lib/store-locator';
import type { Route } from './+types/store-locator';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query: shopper } = shopperLocale(request);
  const query = storeQueryFromSearch(new URL(request.url).searchParams);
  const unit = distanceUnitFor(query.kind === 'postal' ? query.countryCode : undefined);
  try {
    const result = await context.commerce.searchStores({
      ...(query.kind === 'postal'
        ? { countryCode: query.countryCode, postalCode: query.postalCode }
        : { latitude: query.latitude, longitude: query.longitude }),
      locale: shopper.locale,
      distanceUnit: unit,
      maxDistance: STORE_DEFAULTS.maxDistance,
      limit: STORE_FETCH_LIMIT,
    });
    return { query, stores: result.data as StoreHit[], total: result.total, maxDistance: result.maxDistance, unit };
  } catch (error) {
    // An unknown postal code is "no locations in this area", not an error page.
    if (error instanceof CommerceApiError && error.status < 500) {
      return { query, stores: [] as StoreHit[], total: 0, maxDistance: STORE_DEFAULTS.maxDistance, unit };
    }
    throw error;
  }
}

export const meta = () => [{ title: pageTitle('Find a Store') }];

function useCountryName() {
  const { locale } = useSiteContext();
  const names = new Intl.DisplayNames([locale.id], { type: 'region' });
  return (code: string) => names.of(code) ?? code;
}

export default function StoreLocatorPage({ loaderData }: Route.ComponentProps) {
  const { query, stores, maxDistance, unit } = loaderData;
  const intl = useIntl();
  const { site } = useSiteContext();
  const countryName = useCountryName();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [visible, setVisible] = useState(STORES_PER_LOAD);
  const [errors, setErrors] = useState<StoreFormErrors>({});
  const [geoDenied, setGeoDenied] = useState(false);
  const [chosen, setChosen] = useState<ChosenStore | undefined>();
  const [form, setForm] = useState({
    countryCode: query.kind === 'postal' ? query.countryCode : STORE_DEFAULTS.countryCode,
    postalCode: query.kind === 'postal' && location.search ? query.postalCode : '',
  });
  const manual = new URLSearchParams(location.search).has('postalCode');

  useEffect(() => setVisible(STORES_PER_LOAD), [location.search]);
  useEffect(() => {
    try {
      setChosen(parseChosenStore(localStorage.getItem(chosenStoreKey(site.id))));
    } catch (error) {
      console.error('Could not read the chosen store', error);
    }
  }, [site.id]);

  const locate = (auto: boolean) => {
    if (!('geolocation' in navigator)) {
      console.warn('Geolocation is not supported by this browser.');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setGeoDenied(false);
        const { latitude, longitude } = position.coords;
        navigate(`?latitude=${latitude.toFixed(4)}&longitude=${longitude.toFixed(4)}`, {
          replace: auto,
          preventScrollReset: true,
        });
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setGeoDenied(true);
        else console.warn('Geolocation failed', error.message);
      },
    );
  };
  // On arrival, ask for the shopper's position unless they already chose a place.
  useEffect(() => {
    if (!manual && query.kind !== 'position') locate(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on first render
  }, []);

  const choose = (store: StoreHit) => {
    const value = { id: store.id, name: store.name, inventoryId: store.inventoryId };
    try {
      localStorage.setItem(chosenStoreKey(site.id), JSON.stringify(value));
    } catch (error) {
      console.error('Could not save the chosen store', error);
    }
    setChosen(value);
  };

  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const heading = loading ? (
    <FormattedMessage id="store.loading" defaultMessage="Loading locations..." />
  ) : stores.length === 0 ? (
    <FormattedMessage id="store.none" defaultMessage="Sorry, there are no locations in this area" />
  ) : query.kind === 'postal' ? (
    <FormattedMessage
      id="store.viewing_postal"
      defaultMessage="Viewing stores within {distance}{unit} of {postalCode} in {country}"
      values={{ distance: maxDistance, unit, postalCode: query.postalCode, country: countryName(query.countryCode) }}
    />
  ) : (
    <FormattedMessage id="store.viewing_near" defaultMessage="Viewing stores near your location" />
  );

  const messages = {
    countryCode: intl.formatMessage({ id: 'store.country_required', defaultMessage: 'Please select a country.' }),
    postalCode: intl.formatMessage({ id: 'store.postal_required', defaultMessage: 'Please enter a postal code.' }),
  };
  const update = (field: 'countryCode' | 'postalCode', value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    setErrors(validateStoreForm(next, STORE_COUNTRIES.length > 0));
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="store-title">
      <h1 id="store-title" className="text-3xl font-bold">
        <FormattedMessage id="store_locator.title" defaultMessage="Find a Store" />
      </h1>
      <Form
        method="get"
        noValidate
        className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        onSubmit={(event) => {
          const found = validateStoreForm(form, STORE_COUNTRIES.length > 0);
          setErrors(found);
          if (found.countryCode || found.postalCode) event.preventDefault();
        }}
      >
        <div>
          <label htmlFor="store-country" className="block text-sm font-semibold">
            <FormattedMessage id="store.country" defaultMessage="Country" />
          </label>
          <select
            id="store-country"
            name="countryCode"
            value={form.countryCode}
            onChange={(e) => update('countryCode', e.target.value)}
            aria-invalid={Boolean(errors.countryCode)}
            aria-describedby={errors.countryCode ? 'store-country-error' : undefined}
            className="mt-1 w-full rounded border border-neutral-500 bg-white px-3 py-2"
          >
            {STORE_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </select>
          {errors.countryCode ? (
            <p id="store-country-error" className="mt-1 text-sm text-red-700">
              {messages.countryCode}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="store-postal" className="block text-sm font-semibold">
            <FormattedMessage id="store.postal_code" defaultMessage="Postal Code" />
          </label>
          <input
            id="store-postal"
            name="postalCode"
            value={form.postalCode}
            onChange={(e) => update('postalCode', e.target.value)}
            autoComplete="postal-code"
            maxLength={10}
            aria-invalid={Boolean(errors.postalCode)}
            aria-describedby={errors.postalCode ? 'store-postal-error' : undefined}
            className="mt-1 w-full rounded border border-neutral-500 px-3 py-2"
          />
          {errors.postalCode ? (
            <p id="store-postal-error" className="mt-1 text-sm text-red-700">
              {messages.postalCode}
            </p>
          ) : null}
        </div>
        <button type="submit" className="rounded bg-brand px-5 py-2 font-semibold text-white sm:mt-6">
          <FormattedMessage id="store.find" defaultMessage="Find" />
        </button>
      </Form>
      <p className="my-4 text-center text-sm font-semibold">
        <FormattedMessage id="store.or" defaultMessage="Or" />
      </p>
      <button
        type="button"
        onClick={() => locate(false)}
        className="w-full rounded border border-ink px-5 py-2 font-semibold"
      >
        <FormattedMessage id="store.use_my_location" defaultMessage="Use My Location" />
      </button>
      {geoDenied ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          <FormattedMessage id="store.share_location" defaultMessage="Please agree to share your location" />
        </p>
      ) : null}
      <h2 className="mt-8 text-lg font-semibold" role="status">
        {heading}
      </h2>
      <div>
        {stores.slice(0, visible).map((store) => (
          <StoreCard key={store.id} store={store} chosen={chosen?.id === store.id} onChoose={() => choose(store)} />
        ))}
      </div>
      {visible < Math.min(stores.length, STORE_FETCH_LIMIT) ? (
        <button
          type="button"
          onClick={() => setVisible((v) => nextVisibleCount(v, stores.length))}
          className="mt-6 w-full rounded border border-ink px-5 py-2 font-semibold"
        >
          <FormattedMessage id="store.load_more" defaultMessage="Load More" />
        </button>
      ) : null}
      <p className="mt-8 text-xs text-neutral-600">
        <FormattedMessage
          id="store.attribution"
          defaultMessage="Postal code locations: GeoNames (CC BY 4.0) and © OpenStreetMap contributors (ODbL)."
        />
      </p>
    </section>
  );
}
