import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { fieldErrorsOf, fieldMessages } from '~/lib/forms/field-messages';
import { NewPasswordForm, PasswordlessConfirmForm } from '~/lib/forms/recovery';
import { useLocalizedPath } from '~/lib/site/site';
import { Alert } from '../ui/alert';
import { useToast } from '../ui/toaster';
import { FormErrorAlert } from './form-error-alert';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { useAuthForm, type AuthAnswer } from './use-auth-form';

const primary = 'mt-5 w-full rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-50';
const link = 'font-semibold underline underline-offset-2';

const validateNewPassword = (values: Record<string, FormDataEntryValue>) => {
  const parsed = NewPasswordForm.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};
const validateConfirm = (values: Record<string, FormDataEntryValue>) => {
  const parsed = PasswordlessConfirmForm.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

/** A link that no longer works (used, replaced by a newer one, expired, or mistyped): spec 1 §8 "Invalid token". */
function InvalidLink({ retryPath, retryLabel }: { retryPath: string; retryLabel: ReactNode }) {
  const intl = useIntl();
  const to = useLocalizedPath();
  return (
    <div className="mt-4 space-y-4">
      <Alert status="error">{intl.formatMessage(fieldMessages.invalidToken)}</Alert>
      <p>
        <Link to={to(retryPath)} className={link}>
          {retryLabel}
        </Link>
      </p>
    </div>
  );
}

/**
 * The reset link's page (spec 1 §7 "Reset password"): a new password under the registration rules,
 * with the same checklist. Success shows 'Password Reset Success' and goes to sign in; every
 * session of the account has been signed out.
 */
export function NewPasswordLanding({ token, valid }: { token: string; valid: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [password, setPassword] = useState('');
  const form = useAuthForm(validateNewPassword, (answer: AuthAnswer) => {
    if (answer.intent !== 'reset-password') return;
    toast({
      status: 'success',
      title: intl.formatMessage({ id: 'reset_password.done_title', defaultMessage: 'Password Reset Success' }),
      description: intl.formatMessage({
        id: 'reset_password.done_text',
        defaultMessage: 'You can now log in with your new password.',
      }),
    });
    navigate(to('/login'));
  });
  const expired =
    !valid || (form.fetcher.data && !form.fetcher.data.ok && form.fetcher.data.formError === 'invalidToken');
  const requestAgain = <FormattedMessage id="reset_password.request_again" defaultMessage="Request a new reset link" />;
  return (
    <div>
      <h1 className="text-2xl font-bold">
        <FormattedMessage id="reset_password.title" defaultMessage="Reset Password" />
      </h1>
      {expired ? (
        <InvalidLink retryPath="/reset-password" retryLabel={requestAgain} />
      ) : (
        <form.fetcher.Form {...form.formProps}>
          <p className="mt-2">
            <FormattedMessage id="reset_password.new_prompt" defaultMessage="Choose a new password for your account." />
          </p>
          <FormErrorAlert form={form} />
          <input type="hidden" name="intent" value="reset-password" />
          <input type="hidden" name="token" value={token} />
          <div className="mt-5">
            <PasswordField
              label={intl.formatMessage({ id: 'reset_password.new_password', defaultMessage: 'New Password' })}
              name="password"
              autoComplete="new-password"
              maxLength={255}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={form.errorOf('password')}
              hint={<PasswordChecklist password={password} id="new-password-rules" />}
              required
            />
          </div>
          <button type="submit" disabled={form.busy} className={primary}>
            <FormattedMessage id="reset_password.submit" defaultMessage="Reset Password" />
          </button>
        </form.fetcher.Form>
      )}
    </div>
  );
}

/**
 * The sign-in link's page (spec 1 §4 "Passwordless"): a confirm step, since mail scanners and
 * prefetchers open links too; the button's POST uses the link, signs in and goes on to the page the
 * shopper was on.
 */
export function PasswordlessLanding({ token, valid }: { token: string; valid: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useAuthForm(validateConfirm, (answer: AuthAnswer) => {
    if (answer.intent !== 'passwordless-login') return;
    const name = answer.firstName;
    toast({
      status: 'success',
      title: name
        ? intl.formatMessage({ id: 'auth.welcome_back_name', defaultMessage: 'Welcome back, {name}!' }, { name })
        : intl.formatMessage({ id: 'auth.welcome_back', defaultMessage: 'Welcome back!' }),
      description: intl.formatMessage({ id: 'auth.logged_in', defaultMessage: 'You are now logged in.' }),
    });
    navigate(answer.redirectTo, { replace: true });
  });
  const expired =
    !valid || (form.fetcher.data && !form.fetcher.data.ok && form.fetcher.data.formError === 'invalidToken');
  const signInAgain = <FormattedMessage id="auth.back_to_sign_in" defaultMessage="Back to Sign In" />;
  return (
    <div>
      <h1 className="text-2xl font-bold">
        <FormattedMessage id="auth.login_title" defaultMessage="Log In" />
      </h1>
      {expired ? (
        <InvalidLink retryPath="/login" retryLabel={signInAgain} />
      ) : (
        <form.fetcher.Form {...form.formProps}>
          <p className="mt-2">
            <FormattedMessage
              id="auth.link_confirm_prompt"
              defaultMessage="Your login link is ready. Log in to continue where you left off."
            />
          </p>
          <FormErrorAlert form={form} />
          <input type="hidden" name="intent" value="passwordless-login" />
          <input type="hidden" name="token" value={token} />
          <button type="submit" disabled={form.busy} className={primary}>
            <FormattedMessage id="auth.login" defaultMessage="Log In" />
          </button>
        </form.fetcher.Form>
      )}
    </div>
  );
}
