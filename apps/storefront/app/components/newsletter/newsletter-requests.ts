import type { NewsletterSubscribeAnswer } from '@ridgeline/sdk';

/** Where a sign-up came from (the consent record's source) and its campaign id (spec 3 §2.6). */
export type SignupOrigin = { source: 'footer' | 'marketing-link'; messageId: string };

/** A successful step 1: what the drawer needs for step 2. */
export type Signup = SignupOrigin & { email: string; answer: NewsletterSubscribeAnswer };

export type SignupOutcome = { ok: true; signup: Signup } | { ok: false; message: string };

type Fields = Record<string, string>;

async function send(action: string, method: 'POST' | 'PATCH', fields: Fields): Promise<Response> {
  return fetch(action, {
    method,
    headers: { accept: 'application/json' },
    body: new URLSearchParams({ ...fields, page: window.location.pathname }),
  });
}

/**
 * Step 1 (spec 3 §4.4): the address signed up through the shop's newsletter route. A refusal
 * answers the server's message, a failed request the network error's (spec 3 §8); both are
 * shown under the email field.
 */
export async function requestSignup(
  action: string,
  origin: SignupOrigin,
  fields: { email: string; locale: string; website: string },
): Promise<SignupOutcome> {
  try {
    const response = await send(action, 'POST', { ...fields, ...origin });
    const body = (await response.json().catch(() => undefined)) as
      (Partial<NewsletterSubscribeAnswer> & { msg?: string }) | undefined;
    if (!response.ok || !body?.success) return { ok: false, message: body?.msg || response.statusText };
    return { ok: true, signup: { ...origin, email: fields.email.trim(), answer: body as NewsletterSubscribeAnswer } };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Step 2: the detail update (spec 3 §7); rejects on any failure, which the caller only logs (spec 3 §8). */
export async function sendDetails(
  action: string,
  signup: Signup,
  fields: { postalCode: string; gender: string; locale: string },
): Promise<void> {
  const response = await send(action, 'PATCH', {
    email: signup.email,
    source: signup.source,
    messageId: signup.messageId,
    emailProfileCreationDate: signup.answer.emailProfileCreationDate,
    ...fields,
  });
  if (!response.ok) throw new Error(`Newsletter detail update failed: ${response.status} ${await response.text()}`);
}
