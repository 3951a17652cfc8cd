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
