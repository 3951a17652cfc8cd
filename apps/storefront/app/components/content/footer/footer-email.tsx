import type { Footer } from '@ridgeline/sdk';
import { NEWSLETTER_CAMPAIGNS } from '@ridgeline/config';
import { useIntl } from 'react-intl';
import { NewsletterEmailForm } from '../../newsletter/newsletter-email-form';
import type { Signup } from '../../newsletter/newsletter-requests';
import { RichText } from '../rich-text';

/**
 * The footer's email subscription area (spec 3 §2.5, §3.7 submitEmail): title, description, the
 * sign-up's email step (spec 3 §4.4) and the legal text. The form posts to `action`, the
 * newsletter's route; without one there is nowhere to subscribe and the field is left out.
 */
export function FooterEmail({
  submitEmail,
  action,
  email = '',
  start,
  onSubscribed,
}: {
  submitEmail: NonNullable<Footer['submitEmail']>;
  action?: string | undefined;
  /** A registered customer's email, prefilled (spec 3 §4.4). */
  email?: string | undefined;
  /** Opens the confirmation drawer (spec 3 §2.6). */
  onSubscribed: (signup: Signup) => void;
  /** The field focused or the form sent before the footer came to life. */
  start?: { focus?: boolean; submit?: boolean } | undefined;
}) {
  const intl = useIntl();
  return (
    <section aria-labelledby="footer-email-title" className="rounded bg-white p-5 text-ink">
      <h2 id="footer-email-title" className="text-lg font-bold">
        {submitEmail.emailTitleText ||
          intl.formatMessage({ id: 'content.footer.email_title', defaultMessage: 'Sign up for emails' })}
      </h2>
      {submitEmail.emailDescriptionText ? <p className="mt-1 text-sm">{submitEmail.emailDescriptionText}</p> : null}
      {action ? (
        <NewsletterEmailForm
          action={action}
          origin={{ source: 'footer', messageId: NEWSLETTER_CAMPAIGNS.footer }}
          email={email}
          onSubscribed={onSubscribed}
          focusOnMount={start?.focus}
          submitOnMount={start?.submit}
          className="relative mt-3 flex flex-col gap-2 sm:flex-row sm:items-start"
          submitClassName="sm:mt-6"
        />
      ) : null}
      <RichText html={submitEmail.legalText} className="mt-3 text-xs text-neutral-700" />
    </section>
  );
}
