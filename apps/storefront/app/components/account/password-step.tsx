import { SIGN_IN_OPTIONS } from '@ridgeline/config';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsOf } from '~/lib/forms/field-messages';
import { passwordStepForm } from '~/lib/forms/login';
import { PasswordlessRequestForm } from '~/lib/forms/recovery';
import { useSiteContext } from '~/lib/site/site';
import { BackButton, EnteredEmail } from './email-heading';
import { FormErrorAlert } from './form-error-alert';
import { PasswordField } from './password-field';
import { PostalCodeField } from './postal-code-field';
import { useAuthForm, type AuthAnswer } from './use-auth-form';

const validateLinkRequest = (values: Record<string, FormDataEntryValue>) => {
  const parsed = PasswordlessRequestForm.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

const primary = 'mt-5 w-full rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-50';
const secondary = 'w-full rounded border border-neutral-900 px-6 py-3 font-semibold disabled:opacity-50';
const textButton = 'font-semibold underline underline-offset-2';
/**
 * These buttons leave the password view: pressing them must not first blur the password field,
 * whose "touched" error would push them down between mouse down and up and swallow the click.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * "Log In" for the e-mail the precheck knows (spec 1 §2, §5). With passwordless sign-in enabled it
 * first offers the sign-in options: "Continue Securely" e-mails a link, "Password" shows the
 * password field, whose "Back to Sign In Options" returns (decision 021).
 */
export function PasswordStep({
  email,
  updatePostalCode = false,
  redirectUrl,
  onBack,
  onAnswer,
  onForgotPassword,
}: {
  email: string;
  /** The precheck's `updatePostalCode`: the account has no postal code, so the password form asks for one. */
  updatePostalCode?: boolean;
  /** Where a passwordless link leads once signed in (a same-origin path). */
  redirectUrl: string;
  onBack: () => void;
  onAnswer: (a: AuthAnswer) => void;
  onForgotPassword: () => void;
}) {
  const [options, setOptions] = useState(SIGN_IN_OPTIONS.passwordless);
  return (
    <div>
      <BackButton onBack={onBack} />
      <h1 className="text-2xl font-bold">
        <FormattedMessage id="auth.login_title" defaultMessage="Log In" />
      </h1>
      <EnteredEmail email={email} onEdit={onBack} />
      {options ? (
        <SignInOptions
          email={email}
          redirectUrl={redirectUrl}
          onAnswer={onAnswer}
          onPassword={() => setOptions(false)}
        />
      ) : (
        <PasswordLogin
          email={email}
          updatePostalCode={updatePostalCode}
          onAnswer={onAnswer}
          onForgotPassword={onForgotPassword}
          onOptions={SIGN_IN_OPTIONS.passwordless ? () => setOptions(true) : undefined}
        />
      )}
    </div>
  );
}

function SignInOptions({
  email,
  redirectUrl,
  onAnswer,
  onPassword,
}: {
  email: string;
  redirectUrl: string;
  onAnswer: (a: AuthAnswer) => void;
  onPassword: () => void;
}) {
  const form = useAuthForm(validateLinkRequest, onAnswer);
  return (
    <form.fetcher.Form {...form.formProps}>
      <FormErrorAlert form={form} />
      <input type="hidden" name="intent" value="passwordless" />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="redirectUrl" value={redirectUrl} />
      <button type="submit" disabled={form.busy} className={primary}>
        <FormattedMessage id="auth.continue_securely" defaultMessage="Continue Securely" />
      </button>
      <p className="mt-2 text-sm text-neutral-700">
        <FormattedMessage id="auth.continue_securely_hint" defaultMessage="We'll email you a link to log in." />
      </p>
      <p className="my-4 flex items-center gap-3 text-sm text-neutral-700" aria-hidden="true">
        <span className="h-px flex-1 bg-neutral-300" />
        <FormattedMessage id="auth.or_login_with" defaultMessage="Or Login With" />
        <span className="h-px flex-1 bg-neutral-300" />
      </p>
      <button type="button" onClick={onPassword} className={secondary}>
        <FormattedMessage id="auth.password" defaultMessage="Password" />
      </button>
    </form.fetcher.Form>
  );
}

function PasswordLogin({
  email,
  updatePostalCode,
  onAnswer,
  onForgotPassword,
  onOptions,
}: {
  email: string;
  updatePostalCode: boolean;
  onAnswer: (a: AuthAnswer) => void;
  onForgotPassword: () => void;
  onOptions?: () => void;
}) {
  const intl = useIntl();
  const { locale } = useSiteContext();
  const schema = passwordStepForm(locale.id);
  const form = useAuthForm((values) => {
    const parsed = schema.safeParse(values);
    return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  }, onAnswer);
  const [password, setPassword] = useState('');
  // Log In waits for a valid form (spec 1 §2): the password, and the postal code when it is asked for.
  const postalCode = updatePostalCode ? { postalCode: String(form.values.postalCode ?? '') } : {};
  const valid = schema.safeParse({ intent: 'login', email, password, ...postalCode }).success;
  const formRef = form.formProps.ref;
  // Switched here from the sign-in options: the keyboard goes on in the password field.
  const focusOnOpen = useRef(Boolean(onOptions));
  useEffect(() => {
    if (focusOnOpen.current) formRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
  }, [formRef]);
  return (
    <form.fetcher.Form {...form.formProps}>
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
      {updatePostalCode ? (
        <div className="mt-4">
          <PostalCodeField error={form.errorOf('postalCode')} />
        </div>
      ) : null}
      <label className="mt-4 flex items-center gap-2">
        <input type="checkbox" name="rememberMe" defaultChecked />
        <FormattedMessage id="auth.remember_me" defaultMessage="Keep me logged in." />
      </label>
      <button type="submit" disabled={!valid || form.busy} className={primary}>
        <FormattedMessage id="auth.login" defaultMessage="Log In" />
      </button>
      <p className="mt-4 text-center">
        <button type="button" onMouseDown={keepFocus} onClick={onForgotPassword} className={textButton}>
          <FormattedMessage id="auth.forgot_password" defaultMessage="Forgot password?" />
        </button>
      </p>
      {onOptions ? (
        <p className="mt-3 text-center">
          <button type="button" onMouseDown={keepFocus} onClick={onOptions} className={textButton}>
            <FormattedMessage id="auth.back_to_options" defaultMessage="Back to Sign In Options" />
          </button>
        </p>
      ) : null}
    </form.fetcher.Form>
  );
}
