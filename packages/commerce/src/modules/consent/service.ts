import type { Database } from '../../db/client.js';
import { consumeLimits, LIMITS } from '../rate-limit/index.js';
import type { ConsentRecordDto, ConsentRecordRequestDto, ConsentSource } from './contract.js';
import { consentRecords } from './schema.js';

/** Who chose: the session and customer when the visitor had them. */
export type ConsentSubject = { usid: string; customerId: string | null } | undefined;

/**
 * Keeps one consent choice (decision 053). Limited per IP and per visitor before anything is
 * written: a visitor changes their mind a few times, a script writing thousands of rows is refused.
 */
export async function recordConsent(
  db: Database,
  request: ConsentRecordRequestDto,
  subject: ConsentSubject,
  clientIp: string,
): Promise<ConsentRecordDto> {
  await consumeLimits(db, [
    [LIMITS.consentPerIp, clientIp],
    [LIMITS.consentPerVisitor, request.visitorId],
  ]);
  const { analytics, personalisation, marketing } = request.categories;
  const [row] = await db
    .insert(consentRecords)
    .values({
      visitorId: request.visitorId,
      sessionUsid: subject?.usid ?? null,
      customerId: subject?.customerId ?? null,
      analytics,
      personalisation,
      marketing,
      source: request.source,
      locale: request.locale,
      givenAt: new Date(request.at),
    })
    .returning();
  return {
    id: row!.id,
    categories: {
      necessary: true,
      analytics: row!.analytics,
      personalisation: row!.personalisation,
      marketing: row!.marketing,
    },
    source: row!.source as ConsentSource,
    locale: row!.locale,
    at: row!.givenAt.toISOString(),
    recordedAt: row!.recordedAt.toISOString(),
  };
}
