import type { MailLocale } from '../schema.js';
import type { OutgoingMail } from '../outbox.js';
import { defineMailTemplate, html } from './render.js';

/** What the newsletter's welcome e-mail shows (decision 050). */
export type NewsletterConfirmationData = {
  /** The unsubscribe page with the subscriber's token: the body's link and the List-Unsubscribe header. */
  unsubscribeLink: string;
};

type Messages = {
  subject: string;
  heading: string;
  intro: string;
  why: string;
  unsubscribe: string;
  unsubscribeLink: string;
};

const ENGLISH: Messages = {
  subject: 'You’re subscribed to Ridgeline emails',
  heading: 'Thanks for signing up',
  intro: 'You’ll be the first to hear about new gear, trail stories and offers from Ridgeline.',
  why: 'You are receiving this e-mail because this address was signed up for Ridgeline emails on our website.',
  unsubscribe: 'Not for you, or not you? Unsubscribe with one click:',
  unsubscribeLink: 'Unsubscribe',
};

const MESSAGES: Record<MailLocale, Messages> = {
  'en-US': ENGLISH,
  'en-CA': ENGLISH,
  'fr-CA': {
    subject: 'Vous êtes inscrit aux courriels de Ridgeline',
    heading: 'Merci de votre inscription',
    intro: 'Vous serez parmi les premiers à découvrir nos nouveaux équipements, nos récits de sentier et nos offres.',
    why: 'Vous recevez ce courriel parce que cette adresse a été inscrite aux courriels de Ridgeline sur notre site.',
    unsubscribe: 'Ce n’est pas pour vous, ou ce n’est pas vous? Désabonnez-vous en un clic :',
    unsubscribeLink: 'Se désabonner',
  },
};

export const newsletterConfirmationTemplate = defineMailTemplate<NewsletterConfirmationData, Messages>({
  kind: 'newsletter-confirmation',
  messages: MESSAGES,
  subject: (_d, m) => m.subject,
  html: (d, m) =>
    html`<h1 style="font-size:22px;margin:0 0 16px">${m.heading}</h1>
      <p style="margin:0 0 16px">${m.intro}</p>
      <p style="margin:24px 0 8px;color:#5c5c58;font-size:13px">${m.why}</p>
      <p style="margin:0;color:#5c5c58;font-size:13px">
        ${m.unsubscribe} <a href="${d.unsubscribeLink}" style="color:#1c1c1c">${m.unsubscribeLink}</a>
      </p>`,
  text: (d, m) => [m.heading, '', m.intro, '', m.why, m.unsubscribe, d.unsubscribeLink].join('\n'),
});

/**
 * The welcome e-mail of a new subscription, ready for `enqueueMail`, with the list headers of RFC
 * 2369 and RFC 8058: a mail client's own Unsubscribe button posts `List-Unsubscribe=One-Click` to
 * the link. `subscriptionKey` (the subscriber and when this subscription began) makes the dedupe
 * key: one welcome per subscription, however often the address signs up again.
 */
export function newsletterConfirmationMail(input: {
  subscriptionKey: string;
  to: string;
  locale: MailLocale;
  data: NewsletterConfirmationData;
}): OutgoingMail {
  return {
    kind: newsletterConfirmationTemplate.kind,
    dedupeKey: `${newsletterConfirmationTemplate.kind}:${input.subscriptionKey}`,
    to: input.to,
    locale: input.locale,
    ...newsletterConfirmationTemplate.render(input.data, input.locale),
    headers: {
      'List-Unsubscribe': `<${input.data.unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
