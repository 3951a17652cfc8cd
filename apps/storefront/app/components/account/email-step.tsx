import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsOf } from '~/lib/forms/field-messages';
import { EmailStepForm } from '~/lib/forms/login';
import { TextField } from '../ui/text-field';
import { SocialButtons } from './social-buttons';
import { useAuthForm, type AuthAnswer } from './use-auth-form';

const validate = (values: Record<string, FormDataEntryValue>) => {
  const parsed = EmailStepForm.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

/** "Log In or Join For Free": the e-mail first; the precheck decides the next view (spec 1 §4). */
export function EmailStep({ email, onAnswer }: { email: string; onAnswer: (answer: AuthAnswer) => void }) {
  const intl = useIntl();
  const form = useAuthForm(validate, onAnswer);
  const [value, setValue] = useState(email);
  const valid = EmailStepForm.safeParse({ intent: 'precheck', email: value }).success;
  return (
    <>
      <form.fetcher.Form {...form.formProps}>
        <h1 className="text-2xl font-bold">
          <FormattedMessage id="auth.email_title" defaultMessage="Log In or Join For Free" />
        </h1>
        <p className="mt-2">
          <FormattedMessage id="auth.email_text" defaultMessage="Members get free shipping and rewards for shopping." />
        </p>
        <input type="hidden" name="intent" value="precheck" />
        <TextField
          className="mt-5"
          label={intl.formatMessage({ id: 'auth.email', defaultMessage: 'Email' })}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={50}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={form.errorOf('email')}
          required
        />
        <button
          type="submit"
          disabled={!valid || form.busy}
          className="mt-5 w-full rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-50"
        >
          <FormattedMessage id="auth.continue" defaultMessage="Continue" />
        </button>
      </form.fetcher.Form>
      <SocialButtons />
    </>
  );
}
