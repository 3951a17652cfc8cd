import type { Database } from '../../db/client.js';
import { checkActivityPayload, toActivityRow } from './activity-payload.js';
import type { ActivityPayload } from './contract.js';
import { activities, type ActivityType } from './schema.js';

/** Stores one activity: a single insert, nothing read, so recording stays cheap under load. */
export async function recordActivity(
  db: Database,
  siteId: string,
  type: ActivityType,
  payload: ActivityPayload,
): Promise<void> {
  await db.insert(activities).values(toActivityRow(siteId, type, checkActivityPayload(type, payload)));
}
