import { newsletterEmailProblem } from '@ridgeline/config';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSiteContext } from '~/lib/site/site';
import { TextField } from '../ui/text-field';
import { requestSignup, type Signup, type SignupOrigin } from './newsletter-requests';

// Written here rather than taken from the shop's field messages: this form is on every page, the
// catalogue of every form's messages is not.
const MESSAGES: Record<'emailInvalid' | 'emailTooLong', MessageDescriptor> = {
  emailInvalid: { id: 'form.email.invalid', defaultMessage: 'Please enter a valid email address.' },
  emailTooLong: { id: 'content.footer.email_too_long', defaultMessage: 'Must be less than 50 characters.' },
};

/** Spec 3 §5: the newsletter email's rules, in their order; an empty email is an invalid one. */
export function newsletterEmailError(email: string): MessageDescriptor | undefined {
  const problem = newsletterEmailProblem(email);
  return problem ? MESSAGES[problem] : undefined;
}

/**
 * The sign-up's email step (spec 3 §4.4 step 1), for the footer and the two-step modal: the
 * field checked on blur and on submit (spec 3 §5), a honeypot field people never see, and the
 * server's or the network's message under the field (spec 3 §8). On success `onSubscribed`
 * opens the confirmation drawer.
 */
export function NewsletterEmailForm({
  action,
  origin,
  email = '',
  onSubscribed,
  submitClassName = '',
  className = '',
  autoFocus = false,
  focusOnMount = false,
  submitOnMount = false,
}: {
  /** The shop's newsletter route. */
  action: string;
  origin: SignupOrigin;
  /** A registered customer's email, prefilled (spec 3 §4.4). */
  email?: string | undefined;
  onSubscribed: (signup: Signup) => void;
  submitClassName?: string;
  className?: string;
  autoFocus?: boolean;
  /** Focus the field when drawn (the shopper was in the server's copy of it). */
  focusOnMount?: boolean | undefined;
  /** Send the form when drawn (the shopper sent the server's copy of it). */
  submitOnMount?: boolean | undefined;
}) {
  const intl = useIntl();
  const { locale } = useSiteContext();
  const [problem, setProblem] = useState<MessageDescriptor>();
  const [serverMessage, setServerMessage] = useState<string>();
  const [pending, setPending] = useState(false);
  const shown = problem ? intl.formatMessage(problem) : serverMessage;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    const field = form?.querySelector<HTMLInputElement>('input[name="email"]');
    if (focusOnMount || submitOnMount) field?.focus();
    if (submitOnMount) form?.requestSubmit();
    // Once, when drawn: what the shopper did before.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form
      ref={formRef}
      data-newsletter-form=""
      method="post"
      action={action}
      noValidate
      className={className}
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const value = String(form.get('email') ?? '');
        const error = newsletterEmailError(value);
        setProblem(error);
        setServerMessage(undefined);
        if (error) return;
        setPending(true);
        const outcome = await requestSignup(action, origin, {
          email: value,
          locale: locale.id,
          website: String(form.get('website') ?? ''),
        });
        setPending(false);
        if (outcome.ok) onSubscribed(outcome.signup);
        else setServerMessage(outcome.message);
      }}
    >
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
        label={intl.formatMessage({ id: 'content.footer.email_label', defaultMessage: 'Email address' })}
        error={shown}
        // The dialog's native focus goes to a field marked so (ui/drawer.tsx).
        {...(autoFocus ? { 'data-autofocus': '' } : {})}
        onBlur={(event) => {
          // Leaving the field empty is not yet a mistake; submitting it empty is.
          if (event.currentTarget.value) {
            setProblem(newsletterEmailError(event.currentTarget.value));
            setServerMessage(undefined);
          }
        }}
        onChange={(event) => {
          // A message shown goes as soon as the address is right, not only on leaving the field:
          // gone on blur, it would move the button away from a click already on its way.
          if (problem) setProblem(newsletterEmailError(event.currentTarget.value));
          setServerMessage(undefined);
        }}
        className="flex-1"
      />
      <Honeypot />
      <button
        type="submit"
        disabled={pending}
        className={`min-h-11 rounded bg-ink px-5 py-2.5 font-semibold text-white disabled:opacity-60 ${submitClassName}`}
      >
        {intl.formatMessage({ id: 'content.footer.email_submit', defaultMessage: 'Sign Up' })}
      </button>
    </form>
  );
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) and form-filling robots fill in: the engine then keeps nothing (SECURITY.md).
 */
function Honeypot(): ReactNode {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
