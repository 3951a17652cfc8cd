import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { BackButton } from './email-heading';
import { FormErrorAlert } from './form-error-alert';
import { useAuthForm } from './use-auth-form';

const noChecks = () => ({});

/**
 * "Check Your Email" after a passwordless request (spec 1 §2, §4), with Resend Link. The link
 * works once, for 10 minutes; a resent link retires the one before.
 */
export function CheckEmailStep({
  email,
  redirectUrl,
  onBack,
}: {
  email: string;
  redirectUrl: string;
  onBack: () => void;
}) {
  const [resent, setResent] = useState(0);
  const form = useAuthForm(noChecks, (answer) => {
    if (answer.intent === 'passwordless') setResent((n) => n + 1);
  });
  return (
    <form.fetcher.Form {...form.formProps}>
      <BackButton onBack={onBack} />
      <h1 className="text-2xl font-bold">
        <FormattedMessage id="auth.check_email_title" defaultMessage="Check Your Email" />
      </h1>
      <p className="mt-3">
        <FormattedMessage
          id="auth.check_email_text"
          defaultMessage="We just sent a login link to {email}."
          values={{ email: <strong className="break-all">{email}</strong> }}
        />
      </p>
      <p className="mt-2">
        <FormattedMessage
          id="auth.check_email_hint"
          defaultMessage="The link works once, for 10 minutes. If you don't see the email, check your junk mail folder."
        />
      </p>
      <FormErrorAlert form={form} />
      <p role="status" className="mt-3 text-sm font-semibold text-green-800">
        {resent > 0 && !form.busy ? (
          <FormattedMessage id="auth.link_resent" defaultMessage="We sent you a new link." />
        ) : null}
      </p>
      <input type="hidden" name="intent" value="passwordless" />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="redirectUrl" value={redirectUrl} />
      <button
        type="submit"
        disabled={form.busy}
        className="mt-4 w-full rounded border border-neutral-900 px-6 py-3 font-semibold disabled:opacity-50"
      >
        <FormattedMessage id="auth.resend_link" defaultMessage="Resend Link" />
      </button>
    </form.fetcher.Form>
  );
}
