import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { contentEditions } from './schema.js';

/** A published edition's window: live while start ≤ effective time < end. */
export type EditionWindow = { id: string; start: Date; end: Date };

export const isLive = (edition: EditionWindow, at: Date): boolean =>
  edition.start.getTime() <= at.getTime() && at.getTime() < edition.end.getTime();

/** The editions live at a time, latest start first (the one whose body wins; ties by id, for a stable answer). */
export function liveEditions(editions: readonly EditionWindow[], at: Date): EditionWindow[] {
  return editions
    .filter((edition) => isLive(edition, at))
    .sort((a, b) => b.start.getTime() - a.start.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** The next moment after `at` when an edition starts or ends: what is live changes then. */
export function nextEditionBoundary(editions: readonly EditionWindow[], at: Date): Date | undefined {
  let next: number | undefined;
  for (const edition of editions) {
    for (const moment of [edition.start.getTime(), edition.end.getTime()]) {
      if (moment > at.getTime() && (next === undefined || moment < next)) next = moment;
    }
  }
  return next === undefined ? undefined : new Date(next);
}

/** The windows of every published edition (few: a shop schedules a handful at a time). */
export async function loadPublishedEditions(db: Database): Promise<EditionWindow[]> {
  return db
    .select({ id: contentEditions.id, start: contentEditions.start, end: contentEditions.end })
    .from(contentEditions)
    .where(eq(contentEditions.published, true));
}

/** The windows of every edition, published or not: what the staging environment previews (issue 24). */
export async function loadAllEditions(db: Database): Promise<EditionWindow[]> {
  return db
    .select({ id: contentEditions.id, start: contentEditions.start, end: contentEditions.end })
    .from(contentEditions);
}
