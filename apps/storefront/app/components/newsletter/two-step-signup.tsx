import { NEWSLETTER_CAMPAIGNS } from '@ridgeline/config';
import { DialogFrame } from '../ui/drawer';
import { NewsletterEmailForm } from './newsletter-email-form';
import type { Signup } from './newsletter-requests';

/**
 * The two-step sign-up's first step (spec 3 §2.6), opened by the footer's marketing link with
 * hasTwoStepModal on windows 760 px wide or more: the email field in a modal, which hands over to
 * the confirmation drawer on success. Loaded only when opened.
 */
export function TwoStepSignup({
  open,
  onClose,
  title,
  subtitle,
  action,
  email,
  onSubscribed,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle?: string | undefined;
  action: string;
  email?: string | undefined;
  onSubscribed: (signup: Signup) => void;
}) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      className="m-auto w-[min(30rem,92vw)] rounded bg-white p-6 shadow-xl backdrop:bg-black/40"
    >
      {subtitle ? <p className="mb-4">{subtitle}</p> : null}
      <NewsletterEmailForm
        action={action}
        origin={{ source: 'marketing-link', messageId: NEWSLETTER_CAMPAIGNS.twoStep }}
        email={email}
        onSubscribed={onSubscribed}
        autoFocus
        className="relative flex flex-col gap-3"
      />
    </DialogFrame>
  );
}
