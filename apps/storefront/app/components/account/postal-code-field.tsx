import { postalCodeMaxLength } from '@ridgeline/config/address';
import { defineMessages, useIntl } from 'react-intl';
import { countryOfLocale } from '~/lib/forms/postal-code';
import { useSiteContext } from '~/lib/site/site';
import { TextField } from '../ui/text-field';

const m = defineMessages({
  zip: { id: 'register.zip', defaultMessage: 'Zip Code' },
  postal: { id: 'register.postal_code', defaultMessage: 'Postal Code' },
});

/**
 * The customer's postal code, named for the locale's country (Zip Code in the US, Postal Code in
 * Canada) and as long as its rule allows: registration, Account Details and the login form's
 * postal-code update (spec 1 §2) ask for it the same way.
 */
export function PostalCodeField({ error, defaultValue }: { error: string | undefined; defaultValue?: string }) {
  const { locale } = useSiteContext();
  const intl = useIntl();
  const country = countryOfLocale(locale.id);
  return (
    <TextField
      label={intl.formatMessage(country === 'US' ? m.zip : m.postal)}
      name="postalCode"
      autoComplete="postal-code"
      maxLength={postalCodeMaxLength(country)}
      error={error}
      required
      {...(defaultValue === undefined ? {} : { defaultValue })}
    />
  );
}
