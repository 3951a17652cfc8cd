import { describe, expect, it } from 'vitest';
import { emailLinkMail } from './email-links.js';

const data = {
  link: 'https://shop.example/reset-password-landing?token=abc&x=<1>',
  firstName: 'Zoë <b>',
  validMinutes: 10,
};

describe('email link mails', () => {
  it('renders the reset link in HTML and text, escaped, in each locale', () => {
    const mail = emailLinkMail({
      purpose: 'password_reset',
      linkId: 'id-1',
      to: 'a@example.com',
      locale: 'en-CA',
      data,
    });
    expect(mail).toMatchObject({
      kind: 'password-reset',
      dedupeKey: 'password-reset:id-1',
      subject: 'Reset your Ridgeline password',
    });
    expect(mail.html).toContain('href="https://shop.example/reset-password-landing?token=abc&amp;x=&lt;1&gt;"');
    expect(mail.html).toContain('Hi Zoë &lt;b&gt;,');
    expect(mail.html).toContain('lang="en-CA"');
    expect(mail.text).toContain(data.link);
    expect(mail.text).toContain('This link works once, for 10 minutes.');
    const french = emailLinkMail({
      purpose: 'password_reset',
      linkId: 'id-1',
      to: 'a@example.com',
      locale: 'fr-CA',
      data,
    });
    expect(french.subject).toBe('Réinitialisez votre mot de passe Ridgeline');
    expect(french.text).toContain('pendant 10 minutes');
  });

  it('renders the sign-in link', () => {
    const mail = emailLinkMail({
      purpose: 'passwordless_login',
      linkId: 'id-2',
      to: 'a@example.com',
      locale: 'fr-CA',
      data,
    });
    expect(mail).toMatchObject({ kind: 'passwordless-login', subject: 'Votre lien de connexion Ridgeline' });
    expect(mail.html).toContain('Se connecter');
  });
});
