import { REGISTER_FORM_SETTINGS } from '@ridgeline/config';
import { formatPhoneAsTyped } from '@ridgeline/config/address';
import type { Customer } from '@ridgeline/sdk';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { profileForm } from '~/lib/forms/account';
import { fieldErrorsOf } from '~/lib/forms/field-messages';
import { useSiteContext } from '~/lib/site/site';
import { Alert } from '../ui/alert';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { useToast } from '../ui/toaster';
import { PostalCodeField } from './postal-code-field';
import { useAccountForm } from './use-account-form';

const m = defineMessages({
  title: { id: 'account.profile.title', defaultMessage: 'Profile' },
  firstName: { id: 'register.first_name', defaultMessage: 'First Name' },
  lastName: { id: 'register.last_name', defaultMessage: 'Last Name' },
  email: { id: 'account.profile.email', defaultMessage: 'Email' },
  emailHint: { id: 'account.profile.email_hint', defaultMessage: 'Your email address is your login.' },
  phone: { id: 'register.phone', defaultMessage: 'Phone' },
  gender: { id: 'register.gender', defaultMessage: 'Gender' },
  select: { id: 'register.gender_select', defaultMessage: 'Select' },
  male: { id: 'register.gender_male', defaultMessage: 'Male' },
  female: { id: 'register.gender_female', defaultMessage: 'Female' },
  noAnswer: { id: 'register.gender_no_answer', defaultMessage: 'Prefer not to answer' },
  month: { id: 'register.birthday_month', defaultMessage: 'Birthday Month (optional)' },
  day: { id: 'register.birthday_day', defaultMessage: 'Birthday Day (optional)' },
  emailOptIn: {
    id: 'register.email_opt_in',
    defaultMessage: 'Yes, send me emails about new arrivals, offers and events.',
  },
  save: { id: 'account.profile.save', defaultMessage: 'Save Changes' },
  saving: { id: 'account.profile.saving', defaultMessage: 'Saving…' },
  saved: { id: 'account.profile.saved', defaultMessage: 'Your profile has been updated.' },
});

/** Account Details' profile form: names, phone, postal code, gender, birthday and newsletter. */
export function ProfileForm({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const { locale } = useSiteContext();
  const schema = profileForm(locale.id);
  const form = useAccountForm(
    (values) => {
      const parsed = schema.safeParse({ intent: 'profile', ...values });
      return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    },
    () => toast({ title: t(m.saved), status: 'success' }),
  );
  const [phone, setPhone] = useState(formatPhoneAsTyped(customer.phoneHome ?? ''));
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const days = Array.from({ length: 31 }, (_, i) => i + 1);
  return (
    <section aria-labelledby="profile-title" className="mt-8">
      <h2 id="profile-title" className="text-xl font-bold">
        {t(m.title)}
      </h2>
      <form.fetcher.Form {...form.formProps} className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="profile" />
        {form.formError ? (
          <div className="sm:col-span-2">
            <Alert status="error">{form.formError}</Alert>
          </div>
        ) : null}
        <TextField
          label={t(m.firstName)}
          name="firstName"
          defaultValue={customer.firstName}
          autoComplete="given-name"
          maxLength={50}
          error={form.errorOf('firstName')}
          required
        />
        <TextField
          label={t(m.lastName)}
          name="lastName"
          defaultValue={customer.lastName}
          autoComplete="family-name"
          maxLength={50}
          error={form.errorOf('lastName')}
          required
        />
        <TextField
          className="sm:col-span-2"
          label={t(m.email)}
          name="email-readonly"
          type="email"
          value={customer.email}
          readOnly
          hint={t(m.emailHint)}
        />
        <TextField
          label={t(m.phone)}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={phone}
          onChange={(e) =>
            setPhone(REGISTER_FORM_SETTINGS.isFormatPhoneNumber ? formatPhoneAsTyped(e.target.value) : e.target.value)
          }
          error={form.errorOf('phone')}
          required
        />
        <PostalCodeField error={form.errorOf('postalCode')} defaultValue={customer.c_postalCode ?? ''} />
        <SelectField
          label={t(m.gender)}
          name="gender"
          defaultValue={String(customer.gender ?? 0)}
          error={form.errorOf('gender')}
        >
          <option value="0">{t(m.select)}</option>
          <option value="1">{t(m.male)}</option>
          <option value="2">{t(m.female)}</option>
          <option value="-1">{t(m.noAnswer)}</option>
        </SelectField>
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            label={t(m.month)}
            name="birthdayMonth"
            defaultValue={customer.birthdayMonth ? String(customer.birthdayMonth) : ''}
            error={form.errorOf('birthdayMonth')}
          >
            <option value="">{t(m.select)}</option>
            {months.map((n) => (
              <option key={n} value={n}>
                {intl.formatDate(new Date(2000, n - 1, 1), { month: 'long' })}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t(m.day)}
            name="birthdayDay"
            defaultValue={customer.birthdayDay ? String(customer.birthdayDay) : ''}
            error={form.errorOf('birthdayDay')}
          >
            <option value="">{t(m.select)}</option>
            {days.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
        </div>
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input type="checkbox" name="addtoemaillist" defaultChecked={customer.c_newsletter} className="mt-1" />
          <span>{t(m.emailOptIn)}</span>
        </label>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={form.busy}
            className="rounded bg-brand px-6 py-2.5 font-semibold text-white disabled:opacity-50"
          >
            {t(form.busy ? m.saving : m.save)}
          </button>
        </div>
      </form.fetcher.Form>
    </section>
  );
}
