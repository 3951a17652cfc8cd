import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreSearchData } from '~/lib/stores/store-search.server';
import { useSiteContext } from '~/lib/site/site';
import {
  nextVisibleCount,
  STORE_COUNTRIES,
  STORE_DEFAULTS,
  STORE_FETCH_LIMIT,
  STORES_PER_LOAD,
  validateStoreForm,
  type ChosenStore,
  type StoreFormErrors,
} from '~/lib/stores/store-locator';
import { StoreCard } from './store-card';

export type StoreSearch = (params: URLSearchParams, options: { replace: boolean }) => void;

function useCountryName() {
  const { locale } = useSiteContext();
  const names = new Intl.DisplayNames([locale.id], { type: 'region' });
  return (code: string) => names.of(code) ?? code;
}

/**
 * The store locator of spec 2 §2 (form, Or, Use My Location, heading, results, Load More), for
 * the /store-locator page and the side drawer alike: each says how a search is run (`search`)
 * and hands over its results. Without JavaScript the form is a plain GET to `action`.
 */
export function StoreLocator({
  data,
  loading,
  search,
  action,
  chosen,
  onChoose,
  initialPostalCode = '',
  autoLocate,
  headingLevel = 2,
}: {
  data: StoreSearchData | undefined;
  loading: boolean;
  search: StoreSearch;
  action: string;
  chosen: ChosenStore | undefined;
  onChoose: (store: ChosenStore) => void;
  initialPostalCode?: string;
  /** Ask for the shopper's position on arrival (unless they already searched). */
  autoLocate: boolean;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const id = useId();
  const countryName = useCountryName();
  const [visible, setVisible] = useState(STORES_PER_LOAD);
  // A search submitted incomplete without JavaScript comes back with its errors.
  const submitted = data && 'formErrors' in data ? data.formErrors : undefined;
  const [errors, setErrors] = useState<StoreFormErrors>(submitted ?? {});
  const [geoDenied, setGeoDenied] = useState(false);
  const query = data?.query;
  const [form, setForm] = useState<{ countryCode: string; postalCode: string }>({
    countryCode: submitted?.countryCode
      ? ''
      : query?.kind === 'postal'
        ? query.countryCode
        : STORE_DEFAULTS.countryCode,
    postalCode: initialPostalCode,
  });

  useEffect(() => setVisible(STORES_PER_LOAD), [data]);

  const locate = (auto: boolean) => {
    if (!('geolocation' in navigator)) {
      console.warn('Geolocation is not supported by this browser.');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setGeoDenied(false);
        const { latitude, longitude } = position.coords;
        search(new URLSearchParams({ latitude: latitude.toFixed(4), longitude: longitude.toFixed(4) }), {
          replace: auto,
        });
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setGeoDenied(true);
        else console.warn('Geolocation failed', error.message);
      },
    );
  };
  useEffect(() => {
    if (autoLocate) locate(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival
  }, []);

  const stores = data?.stores ?? [];
  const Heading = `h${headingLevel}` as const;
  const heading = submitted ? null : loading || !data ? (
    <FormattedMessage id="store.loading" defaultMessage="Loading locations..." />
  ) : stores.length === 0 ? (
    <FormattedMessage id="store.none" defaultMessage="Sorry, there are no locations in this area" />
  ) : data.query.kind === 'postal' ? (
    <FormattedMessage
      id="store.viewing_postal"
      defaultMessage="Viewing stores within {distance}{unit} of {postalCode} in {country}"
      values={{
        distance: data.maxDistance,
        unit: data.unit,
        postalCode: data.query.postalCode,
        country: countryName(data.query.countryCode),
      }}
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
    <div>
      <form
        method="get"
        action={action}
        noValidate
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          const found = validateStoreForm(form, STORE_COUNTRIES.length > 0);
          setErrors(found);
          if (found.countryCode || found.postalCode) return;
          search(new URLSearchParams({ countryCode: form.countryCode, postalCode: form.postalCode.trim() }), {
            replace: false,
          });
        }}
      >
        <div>
          <label htmlFor={`${id}-country`} className="block text-sm font-semibold">
            <FormattedMessage id="store.country" defaultMessage="Country" />
          </label>
          <select
            id={`${id}-country`}
            name="countryCode"
            value={form.countryCode}
            onChange={(e) => update('countryCode', e.target.value)}
            aria-invalid={Boolean(errors.countryCode)}
            aria-describedby={errors.countryCode ? `${id}-country-error` : undefined}
            className="mt-1 w-full rounded border border-neutral-500 bg-white px-3 py-2"
          >
            <option value="">
              {intl.formatMessage({ id: 'store.select_country', defaultMessage: 'Select a country' })}
            </option>
            {STORE_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </select>
          {errors.countryCode ? (
            <p id={`${id}-country-error`} className="mt-1 text-sm text-red-700">
              {messages.countryCode}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-postal`} className="block text-sm font-semibold">
            <FormattedMessage id="store.postal_code" defaultMessage="Postal Code" />
          </label>
          <input
            id={`${id}-postal`}
            name="postalCode"
            value={form.postalCode}
            onChange={(e) => update('postalCode', e.target.value)}
            autoComplete="postal-code"
            maxLength={10}
            aria-invalid={Boolean(errors.postalCode)}
            aria-describedby={errors.postalCode ? `${id}-postal-error` : undefined}
            className="mt-1 w-full rounded border border-neutral-500 px-3 py-2"
          />
          {errors.postalCode ? (
            <p id={`${id}-postal-error`} className="mt-1 text-sm text-red-700">
              {messages.postalCode}
            </p>
          ) : null}
        </div>
        <button type="submit" className="rounded bg-brand px-5 py-2 font-semibold text-white sm:mt-6">
          <FormattedMessage id="store.find" defaultMessage="Find" />
        </button>
      </form>
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
      {/* A heading (spec 2 §2's "heading text") announced as it changes: the live region holds it. */}
      <div role="status" className="mt-8">
        <Heading className="text-lg font-semibold">{heading}</Heading>
      </div>
      <div>
        {stores.slice(0, visible).map((store) => (
          <StoreCard key={store.id} store={store} chosen={chosen?.id === store.id} onChoose={() => onChoose(store)} />
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
    </div>
  );
}
