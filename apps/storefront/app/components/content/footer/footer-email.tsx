import type { Footer } from '@ridgeline/sdk';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useFetcher } from 'react-router';
import { EMAIL_PATTERN } from '~/lib/forms/email-pattern';
import { TextField } from '../../ui/text-field';
import { RichText } from '../rich-text';

/** Spec 3 §5 and §9: a newsletter email is at most 50 characters. */
export const NEWSLETTER_EMAIL_MAX = 50;

// Written here rather than taken from the shop's field messages: this form is on every page, the
// catalogue of every form's messages is not.
const invalid: MessageDescriptor = { id: 'form.email.invalid', defaultMessage: 'Please enter a valid email address.' };
const tooLong: MessageDescriptor = {
  id: 'content.footer.email_too_long',
  defaultMessage: 'Must be less than 50 characters.',
};

/** Spec 3 §5: the newsletter email's rules, in their order; an empty email is an invalid one. */
export function newsletterEmailError(email: string): MessageDescriptor | undefined {
  const value = email.trim();
  if (!EMAIL_PATTERN.test(value)) return invalid;
  if (value.length > NEWSLETTER_EMAIL_MAX) return tooLong;
  return undefined;
}

/** What the newsletter action answers (spec 3 §7 "Newsletter subscribe"): its message shows under the field. */
type SubscribeAnswer = { success?: boolean; msg?: string } | undefined;

/**
 * The footer's email subscription area (spec 3 §2.5, §3.7 submitEmail): title, description, the
 * email field checked on blur and on submit (spec 3 §5), and the legal text. The form posts to
 * `action`, the newsletter's route (the two-step flow after it is spec 3 §2.6's); without one
 * there is nowhere to subscribe and the field is left out.
 */
export function FooterEmail({
  submitEmail,
  action,
  email = '',
}: {
  submitEmail: NonNullable<Footer['submitEmail']>;
  action?: string;
  /** A registered customer's email, prefilled (spec 3 §4.4). */
  email?: string;
}) {
  const intl = useIntl();
  const fetcher = useFetcher<SubscribeAnswer>();
  const [error, setError] = useState<MessageDescriptor>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const shown = error ? intl.formatMessage(error) : answer && !answer.success ? answer.msg : undefined;
  return (
    <section aria-labelledby="footer-email-title" className="rounded bg-white p-5 text-ink">
      <h2 id="footer-email-title" className="text-lg font-bold">
        {submitEmail.emailTitleText ||
          intl.formatMessage({ id: 'content.footer.email_title', defaultMessage: 'Sign up for emails' })}
      </h2>
      {submitEmail.emailDescriptionText ? <p className="mt-1 text-sm">{submitEmail.emailDescriptionText}</p> : null}
      {action ? (
        <fetcher.Form
          method="post"
          action={action}
          noValidate
          className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            const value = String(new FormData(event.currentTarget).get('email') ?? '');
            const problem = newsletterEmailError(value);
            setError(problem);
            if (problem) event.preventDefault();
          }}
        >
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={email}
            label={intl.formatMessage({ id: 'content.footer.email_label', defaultMessage: 'Email address' })}
            error={shown}
            onBlur={(event) => {
              // Leaving the field empty is not yet a mistake; submitting it empty is.
              if (event.currentTarget.value) setError(newsletterEmailError(event.currentTarget.value));
            }}
            className="flex-1"
          />
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="min-h-11 rounded bg-ink px-5 py-2.5 font-semibold text-white sm:mt-6"
          >
            {intl.formatMessage({ id: 'content.footer.email_submit', defaultMessage: 'Sign Up' })}
          </button>
        </fetcher.Form>
      ) : null}
      <RichText html={submitEmail.legalText} className="mt-3 text-xs text-neutral-700" />
    </section>
  );
}
