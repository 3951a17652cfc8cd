import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { InvalidInputError, NotFoundError } from '../../http/errors.js';
import {
  PREVIEW_LINK_MAX_MINUTES,
  previewLinkStatus,
  previewPathProblem,
  type PreviewLinkStatus,
} from './preview-rules.js';
import type { StaffRole } from './roles.js';
import { staffPreviewLinks, type StaffPreviewLinkRow } from './schema.js';
import { hashStaffToken, isStaffToken, newStaffToken } from './tokens.js';

const MINUTE = 60_000;
/** Links that ended more than 30 days ago are removed by housekeeping. */
const KEEP_ENDED_MS = 30 * 24 * 60 * MINUTE;
/** The most links one list answers (the newest). */
const LIST_LIMIT = 200;

/** A preview link as staff see it (its token is answered once, when it is made). */
export type PreviewLink = {
  id: string;
  path: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  status: PreviewLinkStatus;
};

/** What a preview token opens: a live link, or why it opens nothing. */
export type PreviewVerdict =
  | { status: 'valid'; link: { id: string; path: string; createdBy: string; expiresAt: Date } }
  | { status: 'expired' | 'revoked'; link: { id: string } }
  | { status: 'unknown' };

const view = (row: StaffPreviewLinkRow, now: Date): PreviewLink => ({
  id: row.id,
  path: row.path,
  createdBy: row.createdBy,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  revokedAt: row.revokedAt,
  status: previewLinkStatus(row, now),
});

/** A new preview link of `path` for `expiresInMinutes` (1 to 7 days' worth); its token is answered only here. */
export async function createPreviewLink(
  db: Database,
  staffId: string,
  input: { path: string; expiresInMinutes: number },
  now = new Date(),
): Promise<PreviewLink & { token: string }> {
  const problem = previewPathProblem(input.path);
  if (problem) throw new InvalidInputError(`path: ${problem}`);
  const minutes = input.expiresInMinutes;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > PREVIEW_LINK_MAX_MINUTES)
    throw new InvalidInputError(
      `expiresInMinutes: must be a whole number from 1 to ${PREVIEW_LINK_MAX_MINUTES} (7 days)`,
    );
  const token = newStaffToken('preview');
  const [row] = await db
    .insert(staffPreviewLinks)
    .values({
      id: randomUUID(),
      tokenHash: hashStaffToken(token),
      createdBy: staffId,
      path: input.path,
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * MINUTE),
    })
    .returning();
  return { ...view(row!, now), token };
}

/** The links a staff member made, newest first (live, expired and revoked). */
export async function listPreviewLinks(db: Database, staffId: string, now = new Date()): Promise<PreviewLink[]> {
  const rows = await db
    .select()
    .from(staffPreviewLinks)
    .where(eq(staffPreviewLinks.createdBy, staffId))
    .orderBy(desc(staffPreviewLinks.createdAt), desc(staffPreviewLinks.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => view(row, now));
}

/**
 * Revokes a link: its token opens nothing from now on. Its maker may revoke it, and an admin any
 * link; to anyone else it does not exist (404). Revoking a revoked link changes nothing.
 */
export async function revokePreviewLink(
  db: Database,
  staff: { id: string; role: StaffRole },
  id: string,
  now = new Date(),
): Promise<PreviewLink> {
  const mine = staff.role === 'admin' ? undefined : eq(staffPreviewLinks.createdBy, staff.id);
  const [row] = await db
    .select()
    .from(staffPreviewLinks)
    .where(and(eq(staffPreviewLinks.id, id), mine));
  if (!row) throw new NotFoundError('Preview link', id);
  if (row.revokedAt) return view(row, now);
  const [revoked] = await db
    .update(staffPreviewLinks)
    .set({ revokedAt: now })
    .where(and(eq(staffPreviewLinks.id, id), isNull(staffPreviewLinks.revokedAt)))
    .returning();
  return view(revoked ?? row, now);
}

/** Revokes every live link of a staff member (the account disabled); answers how many. */
export async function revokePreviewLinksOf(db: Database, staffId: string, now = new Date()): Promise<number> {
  const revoked = await db
    .update(staffPreviewLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffPreviewLinks.createdBy, staffId),
        isNull(staffPreviewLinks.revokedAt),
        gt(staffPreviewLinks.expiresAt, now),
      ),
    )
    .returning({ id: staffPreviewLinks.id });
  return revoked.length;
}

/**
 * What a preview token opens at `now`: `valid` with the link's path and end, `expired` or
 * `revoked` with its id, or `unknown` for a token this engine never made (or one of another shape,
 * which is not looked up).
 */
export async function verifyPreviewToken(db: Database, token: string, now = new Date()): Promise<PreviewVerdict> {
  if (!isStaffToken('preview', token)) return { status: 'unknown' };
  const [row] = await db
    .select()
    .from(staffPreviewLinks)
    .where(eq(staffPreviewLinks.tokenHash, hashStaffToken(token)));
  if (!row) return { status: 'unknown' };
  const status = previewLinkStatus(row, now);
  if (status !== 'valid') return { status, link: { id: row.id } };
  return { status, link: { id: row.id, path: row.path, createdBy: row.createdBy, expiresAt: row.expiresAt } };
}

/** Removes links that ended (expired or revoked) more than 30 days ago. */
export async function prunePreviewLinks(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_ENDED_MS);
  const removed = await db
    .delete(staffPreviewLinks)
    .where(or(lt(staffPreviewLinks.expiresAt, before), lt(staffPreviewLinks.revokedAt, before)))
    .returning({ id: staffPreviewLinks.id });
  return removed.length;
}
