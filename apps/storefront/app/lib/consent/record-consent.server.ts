import { CommerceApiError } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';

/** What the browser sends (consent-sync.ts); the web id and the session are added here. */
export const ConsentRecordBody = z
  .object({
    categories: z
      .object({
        necessary: z.literal(true).optional(),
        analytics: z.boolean(),
        personalisation: z.boolean(),
        marketing: z.boolean(),
      })
      .strict(),
    source: z.enum(['banner', 'dialog', 'gpc']),
    locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
    at: z.string().max(40),
  })
  .strict();

export type ConsentRecordAnswer = { status: number; body: Record<string, unknown> };

const refusal = (status: number, code: string, message: string, details?: unknown): ConsentRecordAnswer => ({
  status,
  body: { error: { code, message, ...(details === undefined ? {} : { details }) } },
});

/**
 * Records the visitor's consent choice in the engine (decision 053): tied to their web id, and to
 * their shopper session when they have one — a visitor without one gets none made for this (a
 * session would take them off the shared page cache, decision 029).
 */
export async function recordConsent(request: Request, context: AppLoadContext): Promise<ConsentRecordAnswer> {
  const raw = await request.text();
  if (raw.length > 2_000) return refusal(413, 'payload_too_large', 'A consent record is a few hundred bytes.');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return refusal(400, 'invalid_input', 'The body must be JSON.');
  }
  const parsed = ConsentRecordBody.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refusal(400, 'invalid_input', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is not valid'}`);
  }
  // The body is judged first: a bad one is refused before anything of the visitor's is read.
  if (!context.webId) return refusal(400, 'invalid_input', 'A consent choice needs the web id cookie.');
  const client = context.shopper.token ? await context.shopper.client() : context.shopper.anonymousClient();
  try {
    const record = await client.recordConsent({ ...parsed.data, visitorId: context.webId });
    return { status: 201, body: record };
  } catch (error) {
    if (error instanceof CommerceApiError && error.status < 500) {
      return refusal(error.status, error.code, error.message, error.details);
    }
    context.logger.warn({ msg: 'Consent record failed', error: String(error) });
    return refusal(502, 'unavailable', 'The consent choice could not be recorded right now.');
  }
}
