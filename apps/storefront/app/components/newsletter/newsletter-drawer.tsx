import { NEWSLETTER_MESSAGES } from '@ridgeline/config';
import { isValidPostalCode, postalCodeMaxLength } from '@ridgeline/config/address';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useLocalizedPath, useSiteContext } from '~/lib/site/site';
import { Drawer } from '../ui/drawer';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { useToast } from '../ui/toaster';
import { sendDetails, type Signup } from './newsletter-requests';

const m = {
  title: { id: 'newsletter.drawer.title', defaultMessage: 'Thanks for Signing Up!' },
  summary: { id: 'newsletter.drawer.summary', defaultMessage: 'You’re on the list. Here is what we know about you:' },
  ask: {
    id: 'newsletter.drawer.ask',
    defaultMessage: 'Tell us a little more about you and we’ll send emails that fit.',
  },
  zip: { id: 'register.zip', defaultMessage: 'Zip Code' },
  postalCode: { id: 'register.postal_code', defaultMessage: 'Postal Code' },
  gender: { id: 'register.gender', defaultMessage: 'Gender' },
  select: { id: 'register.gender_select', defaultMessage: 'Select' },
  male: { id: 'register.gender_male', defaultMessage: 'Male' },
  female: { id: 'register.gender_female', defaultMessage: 'Female' },
  noAnswer: { id: 'register.gender_no_answer', defaultMessage: 'Prefer not to answer' },
  account: { id: 'newsletter.drawer.view_account', defaultMessage: 'View My Account' },
  skip: { id: 'newsletter.drawer.skip', defaultMessage: 'Skip' },
  submit: { id: 'newsletter.drawer.submit', defaultMessage: 'Submit' },
  thanks: { id: 'newsletter.toast.thank_you', defaultMessage: 'Thank You' },
  required: { id: 'form.required', defaultMessage: NEWSLETTER_MESSAGES.required },
  invalidPostalCode: { id: 'form.postal_code.invalid', defaultMessage: NEWSLETTER_MESSAGES.postalCode },
} satisfies Record<string, MessageDescriptor>;

/** Spec 3 §3.9's genders with their labels; 0 (none) is the select's empty choice. */
const GENDERS: [number, MessageDescriptor][] = [
  [1, m.male],
  [2, m.female],
  [-1, m.noAnswer],
];

/** Spec 3 §5: the postal code is required and must fit the locale's country (its last two letters). */
export function newsletterPostalCodeError(postalCode: string, localeId: string): MessageDescriptor | undefined {
  if (!postalCode.trim()) return m.required;
  return isValidPostalCode(postalCode, localeId.slice(-2)) ? undefined : m.invalidPostalCode;
}

const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded px-5 py-2.5 font-semibold';

/**
 * The sign-up's confirmation drawer (spec 3 §2.6, §4.4), loaded only when a sign-up succeeds:
 * with every field known, a thank-you summary (postal code, gender, View My Account); otherwise
 * the postal code and gender form. Submit sends the detail update, closes the drawer and shows a
 * Thank You toast; a failed update is only logged (spec 3 §8). Skip just closes.
 */
export function NewsletterDrawer({
  signup,
  action,
  open,
  onClose,
}: {
  signup: Signup;
  action: string;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Drawer open={open} onClose={onClose} title={intl.formatMessage(m.title)} side="right">
      {signup.answer.allFieldsProvided ? (
        <Summary signup={signup} />
      ) : (
        <DetailsForm key={signup.email} signup={signup} action={action} onDone={onClose} />
      )}
    </Drawer>
  );
}

function postalCodeLabel(localeId: string): MessageDescriptor {
  return localeId.endsWith('US') ? m.zip : m.postalCode;
}

function Summary({ signup }: { signup: Signup }) {
  const intl = useIntl();
  const { locale } = useSiteContext();
  const to = useLocalizedPath();
  const gender = GENDERS.find(([value]) => value === signup.answer.gender)?.[1];
  return (
    <div className="space-y-4">
      <p>
        <FormattedMessage {...m.summary} />
      </p>
      <dl className="space-y-2">
        <div className="flex gap-2">
          <dt className="font-semibold">{intl.formatMessage(postalCodeLabel(locale.id))}:</dt>
          <dd>{signup.answer.postalCode}</dd>
        </div>
        {gender ? (
          <div className="flex gap-2">
            <dt className="font-semibold">{intl.formatMessage(m.gender)}:</dt>
            <dd>{intl.formatMessage(gender)}</dd>
          </div>
        ) : null}
      </dl>
      <Link to={to('/account')} className={`${BUTTON} w-full bg-ink text-white`}>
        {intl.formatMessage(m.account)}
      </Link>
    </div>
  );
}

function DetailsForm({ signup, action, onDone }: { signup: Signup; action: string; onDone: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const { locale } = useSiteContext();
  const [problem, setProblem] = useState<MessageDescriptor>();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const postalCode = String(form.get('postalCode') ?? '');
        const error = newsletterPostalCodeError(postalCode, locale.id);
        setProblem(error);
        if (error) return;
        sendDetails(action, signup, { postalCode, gender: String(form.get('gender') ?? '0'), locale: locale.id }).catch(
          (failure: unknown) => console.error('Newsletter detail update failed', failure),
        );
        onDone();
        toast({ title: intl.formatMessage(m.thanks), status: 'success' });
      }}
    >
      <p>
        <FormattedMessage {...m.ask} />
      </p>
      <TextField
        name="postalCode"
        label={intl.formatMessage(postalCodeLabel(locale.id))}
        autoComplete="postal-code"
        maxLength={postalCodeMaxLength(locale.id.slice(-2))}
        required
        aria-required="true"
        data-autofocus=""
        error={problem ? intl.formatMessage(problem) : undefined}
        onBlur={(event) => {
          if (event.currentTarget.value) setProblem(newsletterPostalCodeError(event.currentTarget.value, locale.id));
        }}
        onChange={(event) => {
          // Once shown, the message follows the typing (see the email field's note).
          if (problem) setProblem(newsletterPostalCodeError(event.currentTarget.value, locale.id));
        }}
      />
      <SelectField name="gender" label={intl.formatMessage(m.gender)} defaultValue="0">
        <option value="0">{intl.formatMessage(m.select)}</option>
        {GENDERS.map(([value, label]) => (
          <option key={value} value={String(value)}>
            {intl.formatMessage(label)}
          </option>
        ))}
      </SelectField>
      <div className="flex gap-3">
        <button type="button" onClick={onDone} className={`${BUTTON} flex-1 border border-ink`}>
          {intl.formatMessage(m.skip)}
        </button>
        <button type="submit" className={`${BUTTON} flex-1 bg-ink text-white`}>
          {intl.formatMessage(m.submit)}
        </button>
      </div>
    </form>
  );
}
