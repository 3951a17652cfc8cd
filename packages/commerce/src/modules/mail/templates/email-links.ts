import type { MailLocale } from '../schema.js';
import type { OutgoingMail } from '../outbox.js';
import { defineMailTemplate, html } from './render.js';

/** What a password-reset or sign-in link e-mail shows (decision 021). */
export type EmailLinkData = {
  /** The absolute link, token included. */
  link: string;
  /** Shown in the greeting when given. */
  firstName?: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
};

type Messages = {
  subject: string;
  heading: string;
  greeting: (name: string | undefined) => string;
  intro: string;
  button: string;
  validity: (minutes: number) => string;
  fallback: string;
  ignore: string;
};

const hello = (name: string | undefined) => (name ? `Hi ${name},` : 'Hi,');
const bonjour = (name: string | undefined) => (name ? `Bonjour ${name},` : 'Bonjour,');

const RESET_ENGLISH: Messages = {
  subject: 'Reset your Ridgeline password',
  heading: 'Reset your password',
  greeting: hello,
  intro: 'We received a request to reset the password of your Ridgeline account. Choose a new one here:',
  button: 'Reset Password',
  validity: (n) => `This link works once, for ${n} minutes.`,
  fallback: 'If the button does not work, copy this address into your browser:',
  ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
};

const RESET: Record<MailLocale, Messages> = {
  'en-US': RESET_ENGLISH,
  'en-CA': RESET_ENGLISH,
  'fr-CA': {
    subject: 'Réinitialisez votre mot de passe Ridgeline',
    heading: 'Réinitialisez votre mot de passe',
    greeting: bonjour,
    intro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Ridgeline. Choisissez-en un nouveau ici :',
    button: 'Réinitialiser le mot de passe',
    validity: (n) => `Ce lien ne fonctionne qu’une fois, pendant ${n} minutes.`,
    fallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    ignore: 'Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.',
  },
};

const SIGN_IN_ENGLISH: Messages = {
  subject: 'Your Ridgeline login link',
  heading: 'Log in to Ridgeline',
  greeting: hello,
  intro: 'Use this link to log in to your Ridgeline account without a password:',
  button: 'Log In',
  validity: (n) => `This link works once, for ${n} minutes.`,
  fallback: 'If the button does not work, copy this address into your browser:',
  ignore: 'If you did not ask for this, ignore this e-mail: nobody can log in without the link.',
};

const SIGN_IN: Record<MailLocale, Messages> = {
  'en-US': SIGN_IN_ENGLISH,
  'en-CA': SIGN_IN_ENGLISH,
  'fr-CA': {
    subject: 'Votre lien de connexion Ridgeline',
    heading: 'Connectez-vous à Ridgeline',
    greeting: bonjour,
    intro: 'Utilisez ce lien pour vous connecter à votre compte Ridgeline sans mot de passe :',
    button: 'Se connecter',
    validity: (n) => `Ce lien ne fonctionne qu’une fois, pendant ${n} minutes.`,
    fallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    ignore: 'Si vous n’avez rien demandé, ignorez ce courriel : personne ne peut se connecter sans ce lien.',
  },
};

function linkTemplate(kind: string, messages: Record<MailLocale, Messages>) {
  return defineMailTemplate<EmailLinkData, Messages>({
    kind,
    messages,
    subject: (_d, m) => m.subject,
    html: (d, m) =>
      html`<h1 style="font-size:22px;margin:0 0 16px">${m.heading}</h1>
        <p style="margin:0 0 8px">${m.greeting(d.firstName)}</p>
        <p style="margin:0 0 16px">${m.intro}</p>
        <p style="margin:0 0 16px">
          <a
            href="${d.link}"
            style="display:inline-block;background:#1c1c1c;color:#ffffff;padding:12px 24px;border-radius:4px;font-weight:bold;text-decoration:none"
            >${m.button}</a
          >
        </p>
        <p style="margin:0 0 16px">${m.validity(d.validMinutes)}</p>
        <p style="margin:0 0 16px;color:#5c5c58;font-size:13px">
          ${m.fallback}<br /><a href="${d.link}" style="color:#1c1c1c;word-break:break-all">${d.link}</a>
        </p>
        <p style="margin:24px 0 0;color:#5c5c58;font-size:13px">${m.ignore}</p>`,
    text: (d, m) =>
      [m.heading, '', m.greeting(d.firstName), m.intro, '', d.link, '', m.validity(d.validMinutes), '', m.ignore].join(
        '\n',
      ),
  });
}

export const passwordResetTemplate = linkTemplate('password-reset', RESET);
export const passwordlessLoginTemplate = linkTemplate('passwordless-login', SIGN_IN);

/**
 * A link e-mail ready for `enqueueMail`. `linkId` (the token row's id, never the token) makes the
 * dedupe key: each link is its own message.
 */
export function emailLinkMail(input: {
  purpose: 'password_reset' | 'passwordless_login';
  linkId: string;
  to: string;
  locale: MailLocale;
  data: EmailLinkData;
}): OutgoingMail {
  const template = input.purpose === 'password_reset' ? passwordResetTemplate : passwordlessLoginTemplate;
  return {
    kind: template.kind,
    dedupeKey: `${template.kind}:${input.linkId}`,
    to: input.to,
    locale: input.locale,
    ...template.render(input.data, input.locale),
  };
}
