import { DEMO_TARGETING_RULES } from '../targeting/demo-rules.js';
import { seedRules, type DatabaseHandle } from './commerce.js';

/** The demo targeting rules, into a shop that has none yet (a shop's own rules are never overwritten). */
export async function seedTargetingRules(handle: DatabaseHandle): Promise<number> {
  return seedRules(handle.db, DEMO_TARGETING_RULES);
}
