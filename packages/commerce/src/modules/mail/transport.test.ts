import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './dispatcher.js';
import { MailConfigError, mailTransportFromEnv } from './transport.js';

describe('mailTransportFromEnv', () => {
  it('has no transport without SMTP_URL: mails stay in the outbox', () => {
    expect(mailTransportFromEnv({})).toBeNull();
    expect(mailTransportFromEnv({ SMTP_URL: '  ', MAIL_FROM: 'a@b.c' })).toBeNull();
  });

  it('builds an SMTP transport from SMTP_URL and MAIL_FROM', () => {
    const transport = mailTransportFromEnv({ SMTP_URL: 'smtp://user:pass@127.0.0.1:2525', MAIL_FROM: 'Ridgeline <orders@example.com>' });
    expect(transport).not.toBeNull();
    transport!.close();
  });

  it('fails clearly on a missing MAIL_FROM or a wrong URL, without echoing the password', () => {
    expect(() => mailTransportFromEnv({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/MAIL_FROM is required/);
    expect(() => mailTransportFromEnv({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_FROM: 'Ridgeline' })).toThrow(MailConfigError);
    expect(() => mailTransportFromEnv({ SMTP_URL: 'http://u:secret@host', MAIL_FROM: 'a@b.c' })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => mailTransportFromEnv({ SMTP_URL: 'not a url secret', MAIL_FROM: 'a@b.c' })).toThrow(/^(?!.*secret)/);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, 60_000, 3_600_000))).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000,
    ]);
  });
});
