import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import { fieldErrorsOf, fieldMessages, isFieldMessageKey, type FieldErrors } from '~/lib/forms/field-messages';
import { StaffSignInForm as StaffSignInSchema, type StaffSignInRefusal } from '~/lib/forms/staff-sign-in';
import { useLocalizedPath } from '~/lib/site/site';
import { PasswordField } from '../account/password-field';
import { Alert } from '../ui/alert';
import { TextField } from '../ui/text-field';

type Values = Record<string, FormDataEntryValue>;

const valuesOf = (form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Values;
const validate = (values: Values): FieldErrors => {
  const parsed = StaffSignInSchema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

/**
 * The staff sign-in form: e-mail and password, checked as staff leave each field and on submit
 * with the action's own schema (the shopper sign-in's messages), then by the action. Each error is
 * tied to its field and the first invalid field takes the focus; the form's error (the engine's
 * refusal, too many attempts) is an alert, announced at once. It works without scripts too.
 */
export function StaffSignInForm({ next, refusal }: { next: string | null; refusal: StaffSignInRefusal | undefined }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitErrors, setSubmitErrors] = useState<FieldErrors>({});
  const live = validate(values);
  const serverErrors = refusal?.fieldErrors ?? {};

  const focusFirst = (names: string[]) => {
    const field = names.map((n) => ref.current?.querySelector<HTMLElement>(`[name="${n}"]`)).find(Boolean);
    field?.focus();
  };
  // A refusal from the action: its first field takes the focus (a form error is announced by its alert).
  useEffect(() => {
    if (refusal) focusFirst(Object.keys(refusal.fieldErrors));
  }, [refusal]);

  const errorOf = (name: string) => {
    const message = submitErrors[name] ?? (touched.has(name) ? live[name] : undefined) ?? serverErrors[name];
    if (!message) return undefined;
    return isFieldMessageKey(message) ? intl.formatMessage(fieldMessages[message]) : message;
  };
  const formError = refusal?.formError
    ? isFieldMessageKey(refusal.formError)
      ? intl.formatMessage(fieldMessages[refusal.formError])
      : refusal.formError
    : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const current = valuesOf(event.currentTarget);
    setValues(current);
    const found = validate(current);
    setSubmitErrors(found);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    focusFirst(Object.keys(found));
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    setValues(valuesOf(event.currentTarget));
    setSubmitErrors({});
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as { name?: string }).name;
    if (name) setTouched((previous) => new Set(previous).add(name));
    setValues(valuesOf(event.currentTarget));
  };

  return (
    <Form ref={ref} method="post" noValidate onSubmit={onSubmit} onChange={onChange} onBlur={onBlur} className="mt-6">
      {formError && !busy ? (
        <div className="mb-4">
          <Alert status="error">{formError}</Alert>
        </div>
      ) : null}
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <TextField
        label={intl.formatMessage({ id: 'staff.login.email', defaultMessage: 'E-mail' })}
        name="email"
        type="email"
        autoComplete="username"
        maxLength={254}
        required
        error={errorOf('email')}
      />
      <div className="mt-4">
        <PasswordField
          label={intl.formatMessage({ id: 'staff.login.password', defaultMessage: 'Password' })}
          name="password"
          autoComplete="current-password"
          maxLength={255}
          required
          error={errorOf('password')}
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="mt-6 w-full rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-50"
      >
        <FormattedMessage id="staff.login.submit" defaultMessage="Sign in" />
      </button>
    </Form>
  );
}

/** The signed-in staff member, with the way on and the sign-out. */
export function StaffSignedIn({ email, role, home }: { email: string; role: string; home: string }) {
  return (
    <div className="mt-6 space-y-4">
      <p>
        <FormattedMessage
          id="staff.login.signed_in_as"
          defaultMessage="Signed in as {email} ({role})."
          values={{ email: <strong>{email}</strong>, role }}
        />
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <a href={home} className="font-semibold underline underline-offset-2">
          <FormattedMessage id="staff.login.continue" defaultMessage="Continue to the shop" />
        </a>
        <StaffSignOutButton />
      </div>
    </div>
  );
}

/** "Sign out": posts to /staff/logout (in the page's locale), which revokes the session. */
export function StaffSignOutButton() {
  const localized = useLocalizedPath();
  return (
    <Form method="post" action={localized('/staff/logout')}>
      <button type="submit" className="rounded border border-neutral-900 px-4 py-2 font-semibold">
        <FormattedMessage id="staff.logout" defaultMessage="Sign out" />
      </button>
    </Form>
  );
}
