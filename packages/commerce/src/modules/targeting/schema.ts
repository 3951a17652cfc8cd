import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RuleAction, RuleConditions } from './rules.js';

/**
 * The decision service's rules (issue 25, spec 3 §3.13, §4.6): data, not code. Each rule fills one
 * targeting slot (the weather widget, the pick-up modal, the exit modal) or adds content groups
 * (`content-groups`: the personalised slots' segments) when all of its conditions hold; of the
 * rules of a slot the lowest priority number wins.
 */
export const targetingRules = pgTable('targeting_rules', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slot: text('slot', { enum: ['weather', 'pick-up', 'exit-modal', 'content-groups'] }).notNull(),
  priority: integer('priority').notNull().default(100),
  active: boolean('active').notNull().default(true),
  conditions: jsonb('conditions').$type<RuleConditions>().notNull().default({}),
  action: jsonb('action').$type<RuleAction>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TargetingRuleRow = typeof targetingRules.$inferSelect;
