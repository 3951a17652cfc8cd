import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { fieldErrorsOf } from '~/lib/forms/field-messages';
import { PasswordStepForm } from '~/lib/forms/login';
import { useLocalizedPath } from '~/lib/site';
import { BackButton, EnteredEmail } from './email-heading';
import { FormErrorAlert } from './form-error-alert';
import { PasswordField } from './password-field';
import { useAuthForm, type AuthAnswer } from './use-auth-form';

const validate = (values: Record<string, FormDataEntryValue>) => {
  const parsed = PasswordStepForm.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

/** "Log In": the password for the e-mail the precheck knows (spec 1 §2, §5). */
export function PasswordStep({
  email,
  onBack,
  onAnswer,
}: {
  email: string;
  onBack: () => void;
  onAnswer: (a: AuthAnswer) => void;
}) {
  const intl = useIntl();
  const to = useLocalizedPath();
  const form = useAuthForm(validate, onAnswer);
  const [password, setPassword] = useState('');
  const valid = PasswordStepForm.safeParse({ intent: 'login', email, password }).success;
  return (
    <form.fetcher.Form {...form.formProps}>
      <BackButton onBack={onBack} />
      <h1 className="text-2xl font-bold">
        <FormattedMessage id="auth.login_title" defaultMessage="Log In" />
      </h1>
      <EnteredEmail email={email} onEdit={onBack} />
      <FormErrorAlert form={form} />
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="email" value={email} />
      <div className="mt-5">
        <PasswordField
          label={intl.formatMessage({ id: 'auth.password', defaultMessage: 'Password' })}
          name="password"
          autoComplete="current-password"
          maxLength={255}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={form.errorOf('password')}
          required
        />
      </div>
      <label className="mt-4 flex items-center gap-2">
        <input type="checkbox" name="rememberMe" defaultChecked />
        <FormattedMessage id="auth.remember_me" defaultMessage="Keep me logged in." />
      </label>
      <button
        type="submit"
        disabled={!valid || form.busy}
        className="mt-5 w-full rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-50"
      >
        <FormattedMessage id="auth.login" defaultMessage="Log In" />
      </button>
      <p className="mt-4 text-center">
        <Link to={to('/reset-password')} className="font-semibold underline underline-offset-2">
          <FormattedMessage id="auth.forgot_password" defaultMessage="Forgot password?" />
        </Link>
      </p>
    </form.fetcher.Form>
  );
}
