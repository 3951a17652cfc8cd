import type { ReceivedMail } from '@ridgeline/commerce/testing';
import { expect } from '@playwright/test';

export const MAIL_CATCHER_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 21}`;

/** Waits for an e-mail to `to` whose subject matches, as the mail catcher received it over SMTP. */
export async function receivedMail(to: string, subject: RegExp, timeout = 30_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as ReceivedMail[];
        found = messages.find((m) => subject.test(m.subject));
        return found !== undefined;
      },
      { timeout, intervals: [500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** Waits until the SMTP catcher holds `count` e-mails to `to` with this subject; answers them oldest first. */
export async function mailsTo(to: string, subject: RegExp, count: number): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(to)}`);
        found = ((await response.json()) as ReceivedMail[])
          .filter((m) => subject.test(m.subject))
          .sort((a, b) => a.receivedAt - b.receivedAt);
        return found.length;
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The link of an e-mail, as the shopper would click it: a page of this shop with the token in its query. */
export function linkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  expect(mail.html).toContain(link!.replace(/&/g, '&amp;'));
  return link!;
}
