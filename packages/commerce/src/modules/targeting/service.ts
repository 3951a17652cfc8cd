import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { announceChange } from '../../events/changes.js';
import { readMostlyCache } from '../../lib/read-mostly-cache.js';
import { NotFoundError } from '../../http/errors.js';
import { TargetingRuleInput, type TargetingRule } from './rules.js';
import { targetingRules, type TargetingRuleRow } from './schema.js';

/** Rules change rarely and every decision reads them: kept a minute, dropped at once on a write (topic `targeting`). */
const RULES_TTL_MS = 60_000;

const ruleOf = (row: TargetingRuleRow): TargetingRule => ({
  id: row.id,
  name: row.name,
  slot: row.slot,
  priority: row.priority,
  active: row.active,
  conditions: row.conditions,
  action: row.action,
});

async function loadRules(db: Database): Promise<TargetingRule[]> {
  const rows = await db.select().from(targetingRules).orderBy(asc(targetingRules.priority), asc(targetingRules.id));
  return rows.map(ruleOf);
}

const rulesCache = readMostlyCache(loadRules, RULES_TTL_MS);

/** Every rule, lowest priority number first (then by id): shared between requests, never changed by callers. */
export const cachedRules = (db: Database) => rulesCache.get(db);

/** Drops this process's rules (another process announced a write). */
export function forgetTargetingRules(): void {
  rulesCache.invalidate();
}

export const listRules = (db: Database) => loadRules(db);

/** Creates or replaces a rule (validated: the action's kind is the slot's). */
export async function putRule(db: Database, input: TargetingRuleInput): Promise<TargetingRule> {
  const rule = TargetingRuleInput.parse(input);
  const values = { ...rule, updatedAt: new Date() };
  await db.insert(targetingRules).values(values).onConflictDoUpdate({ target: targetingRules.id, set: values });
  rulesCache.invalidate();
  await announceChange(db, 'targeting');
  return rule;
}

export async function deleteRule(db: Database, id: string): Promise<void> {
  const removed = await db.delete(targetingRules).where(eq(targetingRules.id, id)).returning({ id: targetingRules.id });
  if (removed.length === 0) throw new NotFoundError('Targeting rule', id);
  rulesCache.invalidate();
  await announceChange(db, 'targeting');
}

/** Seeds rules (the demo's) into a shop that has none: a shop's own rules, and its deletions, are kept. */
export async function seedRules(db: Database, inputs: readonly TargetingRuleInput[]): Promise<number> {
  if (inputs.length === 0 || (await db.$count(targetingRules)) > 0) return 0;
  const rules = inputs.map((input) => TargetingRuleInput.parse(input));
  const added = await db
    .insert(targetingRules)
    .values(rules)
    .onConflictDoNothing()
    .returning({ id: targetingRules.id });
  rulesCache.invalidate();
  if (added.length) await announceChange(db, 'targeting');
  return added.length;
}
