import { useEffect, useRef, useState, type ElementType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsOf } from '~/lib/forms/field-messages';
import { ResetRequestForm as ResetRequestSchema } from '~/lib/forms/recovery';
import { TextField } from '../ui/text-field';
import { BackButton } from './email-heading';
import { FormErrorAlert } from './form-error-alert';
import { useAuthForm } from './use-auth-form';

const validate = (values: Record<string, FormDataEntryValue>) => {
  const parsed = ResetRequestSchema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

/**
 * "Reset Password" (spec 1 §2 "Reset password page", §4 "Reset password form"): idle → submitting →
 * the "Password Reset" view, which never says whether the address has an account. The same form is
 * the /reset-password page and the sign-in flow's forgot-password view.
 */
export function ResetRequestForm({
  initialEmail = '',
  onBack,
  onDone,
  headingLevel = 'h1',
}: {
  initialEmail?: string;
  onBack: () => void;
  /** After the success view: back to signing in. */
  onDone: () => void;
  headingLevel?: 'h1' | 'h2';
}) {
  const intl = useIntl();
  const [sentTo, setSentTo] = useState<string>();
  const form = useAuthForm(validate, (answer) => {
    if (answer.intent === 'reset-request') setSentTo(answer.email);
  });
  const [email, setEmail] = useState(initialEmail);
  const Heading = headingLevel as ElementType;
  const successHeading = useRef<HTMLElement>(null);
  useEffect(() => {
    if (sentTo) successHeading.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <div>
        <Heading ref={successHeading} tabIndex={-1} className="text-2xl font-bold outline-none">
          <FormattedMessage id="reset_password.success_title" defaultMessage="Password Reset" />
        </Heading>
        <p className="mt-3">
          <FormattedMessage
            id="reset_password.success_text"
            defaultMessage="If an account exists for {email}, you will receive an email with a link to reset your password."
            values={{ email: <strong className="break-all">{sentTo}</strong> }}
          />
        </p>
        <p className="mt-2">
          <FormattedMessage
            id="reset_password.success_hint"
            defaultMessage="It may take a few minutes to arrive. If you don't see it, check your junk mail folder."
          />
        </p>
        <button
          type="button"
          onClick={onDone}
          className="mt-5 w-full rounded bg-brand px-6 py-3 font-semibold text-white"
        >
          <FormattedMessage id="reset_password.back_to_sign_in" defaultMessage="Back to Sign In" />
        </button>
      </div>
    );
  }

  return (
    <form.fetcher.Form {...form.formProps}>
      <BackButton onBack={onBack} />
      <Heading className="text-2xl font-bold">
        <FormattedMessage id="reset_password.title" defaultMessage="Reset Password" />
      </Heading>
      <p className="mt-2">
        <FormattedMessage
          id="reset_password.prompt"
          defaultMessage="Enter your email to receive instructions on how to reset your password"
        />
      </p>
      <FormErrorAlert form={form} />
      <input type="hidden" name="intent" value="reset-request" />
      <TextField
        className="mt-5"
        label={intl.formatMessage({ id: 'auth.email', defaultMessage: 'Email' })}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={50}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={form.errorOf('email')}
        required
      />
      <button
        type="submit"
        disabled={form.busy}
        className="mt-5 w-full rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-50"
      >
        {form.busy ? (
          <FormattedMessage id="reset_password.sending" defaultMessage="Sending…" />
        ) : (
          <FormattedMessage id="reset_password.submit" defaultMessage="Reset Password" />
        )}
      </button>
    </form.fetcher.Form>
  );
}
