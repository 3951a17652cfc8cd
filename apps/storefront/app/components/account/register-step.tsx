import { REGISTER_FORM_SETTINGS } from '@ridgeline/config';
import { formatPhoneAsTyped } from '@ridgeline/config/address';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useFormStartEvent } from '~/lib/personalisation/form-start';
import { fieldErrorsOf } from '~/lib/forms/field-messages';
import { registrationForm } from '~/lib/forms/registration';
import { useSiteContext } from '~/lib/site/site';
import { SelectField } from '../ui/select-field';
import { useToast } from '../ui/toaster';
import { TextField } from '../ui/text-field';
import { BackButton, EnteredEmail } from './email-heading';
import { FormErrorAlert } from './form-error-alert';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { PostalCodeField } from './postal-code-field';
import { useAuthForm, type AuthAnswer } from './use-auth-form';

const m = defineMessages({
  title: { id: 'register.title', defaultMessage: 'Create An Account' },
  bannerTitle: { id: 'register.banner_title', defaultMessage: 'Join Ridgeline Rewards for free' },
  bannerShipping: { id: 'register.banner_shipping', defaultMessage: 'Free shipping on every order' },
  bannerPoints: { id: 'register.banner_points', defaultMessage: 'Earn points on every purchase' },
  bannerOffers: { id: 'register.banner_offers', defaultMessage: 'Member-only offers' },
  firstName: { id: 'register.first_name', defaultMessage: 'First Name' },
  lastName: { id: 'register.last_name', defaultMessage: 'Last Name' },
  password: { id: 'register.password', defaultMessage: 'Password' },
  profile: { id: 'register.profile', defaultMessage: 'Customize Your Profile' },
  phone: { id: 'register.phone', defaultMessage: 'Phone' },
  recommendations: { id: 'register.recommendations', defaultMessage: 'Receive Personal Recommendations' },
  gender: { id: 'register.gender', defaultMessage: 'Gender' },
  genderNone: { id: 'register.gender_select', defaultMessage: 'Select' },
  male: { id: 'register.gender_male', defaultMessage: 'Male' },
  female: { id: 'register.gender_female', defaultMessage: 'Female' },
  noAnswer: { id: 'register.gender_no_answer', defaultMessage: 'Prefer not to answer' },
  month: { id: 'register.birthday_month', defaultMessage: 'Birthday Month (optional)' },
  day: { id: 'register.birthday_day', defaultMessage: 'Birthday Day (optional)' },
  emailOptIn: {
    id: 'register.email_opt_in',
    defaultMessage: 'Yes, send me emails about new arrivals, offers and events.',
  },
  smsOptIn: {
    id: 'register.sms_opt_in',
    defaultMessage: 'Yes, send me text messages. Message and data rates may apply; reply STOP to cancel.',
  },
  consent: {
    id: 'register.privacy_consent',
    defaultMessage: 'I agree to join Ridgeline Rewards and to the use of my data for the programme.',
  },
  join: { id: 'register.join', defaultMessage: 'Join For Free' },
  withoutRewards: { id: 'register.without_rewards', defaultMessage: 'Create Account Without Rewards' },
});

/** The registration view (spec 1 §2, §5): every field, rule and message, both buttons. */
export function RegisterStep({
  email,
  onBack,
  onAnswer,
}: {
  email: string;
  onBack: () => void;
  onAnswer: (a: AuthAnswer) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { locale } = useSiteContext();
  const schema = registrationForm(locale.id);
  const check = (values: Record<string, FormDataEntryValue>) => {
    const parsed = schema.safeParse(values);
    return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  };
  // Live errors as for Join For Free (the stricter button); a submit checks the button pressed.
  const toast = useToast();
  // Spec 1 §8: a registration the server refused also gets its toast.
  const form = useAuthForm(
    (values) => check({ intent: 'join', ...values }),
    onAnswer,
    () =>
      toast({
        status: 'error',
        title: intl.formatMessage({ id: 'auth.signup_failed', defaultMessage: 'Sign up failed. Please try again.' }),
      }),
  );
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const settings = REGISTER_FORM_SETTINGS;
  const joinValid = Object.keys(check({ ...form.values, intent: 'join' })).length === 0;
  const withoutValid = Object.keys(check({ ...form.values, intent: 'join-without-rewards' })).length === 0;
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const days = Array.from({ length: 31 }, (_, i) => i + 1);
  const onFormStart = useFormStartEvent('registration');
  return (
    <form.fetcher.Form {...form.formProps} onFocus={onFormStart}>
      <BackButton onBack={onBack} />
      {settings.canEnrollInLoyalty ? (
        <section aria-labelledby="loyalty-banner" className="mb-5 rounded bg-theme p-4">
          <h2 id="loyalty-banner" className="font-bold">
            {t(m.bannerTitle)}
          </h2>
          <ul className="mt-2 list-inside list-disc text-sm">
            <li>{t(m.bannerShipping)}</li>
            <li>{t(m.bannerPoints)}</li>
            <li>{t(m.bannerOffers)}</li>
          </ul>
        </section>
      ) : null}
      <h1 className="text-2xl font-bold">{t(m.title)}</h1>
      <EnteredEmail email={email} onEdit={onBack} />
      {/* The e-mail is not a field here: the engine's word on it (already taken) shows under it. */}
      {form.errorOf('email') ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {form.errorOf('email')}
        </p>
      ) : null}
      <FormErrorAlert form={form} />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="agreeToTerms" value="true" />
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t(m.firstName)}
          name="firstName"
          autoComplete="given-name"
          maxLength={50}
          error={form.errorOf('firstName')}
          required
        />
        <TextField
          label={t(m.lastName)}
          name="lastName"
          autoComplete="family-name"
          maxLength={50}
          error={form.errorOf('lastName')}
          required
        />
        <div className="sm:col-span-2">
          <PasswordField
            label={t(m.password)}
            name="password"
            autoComplete="new-password"
            maxLength={255}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={form.errorOf('password')}
            hint={<PasswordChecklist id="password-rules" password={password} />}
            required
          />
        </div>
      </div>
      <fieldset className="mt-6">
        <legend className="font-semibold">{t(m.profile)}</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <PostalCodeField error={form.errorOf('postalCode')} />
          <TextField
            label={t(m.phone)}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={phone}
            onChange={(e) =>
              setPhone(settings.isFormatPhoneNumber ? formatPhoneAsTyped(e.target.value) : e.target.value)
            }
            error={form.errorOf('phone')}
            required
          />
        </div>
      </fieldset>
      <fieldset className="mt-6">
        <legend className="font-semibold">{t(m.recommendations)}</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <SelectField label={t(m.gender)} name="gender" defaultValue="0" error={form.errorOf('gender')}>
            <option value="0">{t(m.genderNone)}</option>
            <option value="1">{t(m.male)}</option>
            <option value="2">{t(m.female)}</option>
            <option value="-1">{t(m.noAnswer)}</option>
          </SelectField>
          {settings.isBirthdayStepEnabled ? (
            <>
              <SelectField
                label={t(m.month)}
                name="birthdayMonth"
                defaultValue=""
                error={form.errorOf('birthdayMonth')}
              >
                <option value="">{t(m.genderNone)}</option>
                {months.map((n) => (
                  <option key={n} value={n}>
                    {intl.formatDate(new Date(2000, n - 1, 1), { month: 'long' })}
                  </option>
                ))}
              </SelectField>
              <SelectField label={t(m.day)} name="birthdayDay" defaultValue="" error={form.errorOf('birthdayDay')}>
                <option value="">{t(m.genderNone)}</option>
                {days.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </SelectField>
            </>
          ) : null}
        </div>
      </fieldset>
      <div className="mt-6 space-y-3 text-sm">
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="addtoemaillist"
            defaultChecked={settings.isCustomerOptInDefaultEnabled}
            className="mt-1"
          />
          <span>{t(m.emailOptIn)}</span>
        </label>
        {settings.isSmsOptInEnabled ? (
          <label className="flex items-start gap-2">
            <input type="checkbox" name="smssignup" className="mt-1" />
            <span>{t(m.smsOptIn)}</span>
          </label>
        ) : null}
        {settings.canEnrollInLoyalty ? (
          <div>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="privacyconsent"
                className="mt-1"
                aria-invalid={form.errorOf('privacyconsent') ? true : undefined}
                aria-describedby={form.errorOf('privacyconsent') ? 'privacyconsent-error' : undefined}
              />
              <span>{t(m.consent)}</span>
            </label>
            {form.errorOf('privacyconsent') ? (
              <p id="privacyconsent-error" className="mt-1 text-red-700">
                {form.errorOf('privacyconsent')}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="mt-6 grid gap-3">
        <button
          type="submit"
          name="intent"
          value="join"
          disabled={!joinValid || form.busy}
          className="rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-50"
        >
          <FormattedMessage {...m.join} />
        </button>
        <button
          type="submit"
          name="intent"
          value="join-without-rewards"
          disabled={!withoutValid || form.busy}
          className="rounded border border-ink px-6 py-3 font-semibold disabled:opacity-50"
        >
          <FormattedMessage {...m.withoutRewards} />
        </button>
      </div>
    </form.fetcher.Form>
  );
}
