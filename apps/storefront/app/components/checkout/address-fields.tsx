import {
  formatPhoneAsTyped,
  postalCodeMaxLength,
  regionName,
  regionsOf,
  SHIPPING_COUNTRIES,
} from '@ridgeline/config/address';
import type { Address } from '@ridgeline/sdk';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSiteContext } from '~/lib/site/site';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

const m = defineMessages({
  firstName: { id: 'address.first_name', defaultMessage: 'First Name' },
  lastName: { id: 'address.last_name', defaultMessage: 'Last Name' },
  address1: { id: 'address.address1', defaultMessage: 'Address' },
  address2: { id: 'address.address2', defaultMessage: 'Apartment, suite, etc. (optional)' },
  city: { id: 'address.city', defaultMessage: 'City' },
  country: { id: 'address.country', defaultMessage: 'Country' },
  state: { id: 'address.state', defaultMessage: 'State' },
  province: { id: 'address.province', defaultMessage: 'Province' },
  zip: { id: 'address.zip', defaultMessage: 'Zip Code' },
  postalCode: { id: 'address.postal_code', defaultMessage: 'Postal Code' },
  phone: { id: 'address.phone', defaultMessage: 'Phone' },
  choose: { id: 'address.choose', defaultMessage: 'Select…' },
  US: { id: 'address.country.us', defaultMessage: 'United States' },
  CA: { id: 'address.country.ca', defaultMessage: 'Canada' },
});

/**
 * The fields of a postal address, named as the engine names them (with a prefix for a second
 * address on the page). The state list, the postal-code label and length follow the country.
 */
export function AddressFields({
  prefix = '',
  initial,
  errorOf,
}: {
  prefix?: string;
  initial?: Address;
  errorOf: (name: string) => string | undefined;
}) {
  const intl = useIntl();
  const { locale } = useSiteContext();
  const [country, setCountry] = useState<string>(initial?.countryCode ?? (locale.id.endsWith('CA') ? 'CA' : 'US'));
  const [phone, setPhone] = useState(formatPhoneAsTyped(initial?.phone ?? ''));
  const section = prefix ? 'billing' : 'shipping';
  const field = (name: keyof Address) => ({ name: `${prefix}${name}`, error: errorOf(`${prefix}${name}`) });
  const t = intl.formatMessage;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t(m.firstName)}
        {...field('firstName')}
        defaultValue={initial?.firstName}
        autoComplete={`${section} given-name`}
        maxLength={50}
        required
      />
      <TextField
        label={t(m.lastName)}
        {...field('lastName')}
        defaultValue={initial?.lastName}
        autoComplete={`${section} family-name`}
        maxLength={50}
        required
      />
      <TextField
        className="sm:col-span-2"
        label={t(m.address1)}
        {...field('address1')}
        defaultValue={initial?.address1}
        autoComplete={`${section} address-line1`}
        maxLength={100}
        required
      />
      <TextField
        className="sm:col-span-2"
        label={t(m.address2)}
        {...field('address2')}
        defaultValue={initial?.address2}
        autoComplete={`${section} address-line2`}
        maxLength={100}
      />
      <SelectField
        label={t(m.country)}
        {...field('countryCode')}
        value={country}
        onChange={(e) => setCountry(e.target.value)}
        autoComplete={`${section} country`}
        required
      >
        {SHIPPING_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {t(m[code])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t(m.city)}
        {...field('city')}
        defaultValue={initial?.city}
        autoComplete={`${section} address-level2`}
        maxLength={50}
        required
      />
      <SelectField
        key={country}
        label={t(country === 'CA' ? m.province : m.state)}
        {...field('stateCode')}
        defaultValue={initial?.countryCode === country ? initial.stateCode : ''}
        autoComplete={`${section} address-level1`}
        required
      >
        <option value="">{t(m.choose)}</option>
        {regionsOf(country).map((r) => (
          <option key={r.code} value={r.code}>
            {regionName(r, locale.id)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t(country === 'US' ? m.zip : m.postalCode)}
        {...field('postalCode')}
        defaultValue={initial?.postalCode}
        autoComplete={`${section} postal-code`}
        maxLength={postalCodeMaxLength(country)}
        required
      />
      <TextField
        label={t(m.phone)}
        {...field('phone')}
        value={phone}
        onChange={(e) => setPhone(formatPhoneAsTyped(e.target.value))}
        type="tel"
        inputMode="numeric"
        autoComplete={`${section} tel-national`}
        hint={<FormattedMessage id="address.phone_hint" defaultMessage="For delivery questions only." />}
        required
      />
    </div>
  );
}
