import { InvalidInputError } from '../../http/errors.js';
import type { ActivityPayload } from './contract.js';
import { ACTIVITY_TYPES, type ActivityType, type activities } from './schema.js';

type Field = keyof ActivityPayload;

/**
 * What each activity cannot do without, beyond the cookie id every activity carries. The spec
 * names the activities and the payload fields (spec 2 §7); which go together follows the
 * platform's recommendation API: a product view names its product, a search its text, a
 * recommendation event its recommender and answer (recoUUID), a basket event its items.
 */
export const ACTIVITY_REQUIREMENTS: Record<ActivityType, readonly Field[]> = {
  viewProduct: ['products'],
  viewSearch: ['searchText'],
  clickSearch: ['searchText', 'products'],
  viewCategory: ['categories'],
  clickCategory: ['categories', 'products'],
  viewReco: ['recommenderName', 'recoUUID', 'products'],
  clickReco: ['recommenderName', 'recoUUID', 'products'],
  viewPage: [],
  beginCheckout: ['products'],
  checkoutStep: ['stepName', 'stepNumber'],
  addToCart: ['products'],
  purchase: ['products'],
};

export function isActivityType(value: string): value is ActivityType {
  return (ACTIVITY_TYPES as readonly string[]).includes(value);
}

function isMissing(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.length === 0);
}

/** Refuses a payload that lacks what its activity needs, naming every missing field. */
export function checkActivityPayload(type: ActivityType, payload: ActivityPayload): ActivityPayload {
  const missing = ACTIVITY_REQUIREMENTS[type].filter((field) => isMissing(payload[field]));
  if (missing.length > 0) {
    const issues = missing.map((path) => ({ path, message: `is required for ${type}` }));
    throw new InvalidInputError(issues.map((i) => `${i.path}: ${i.message}`).join('; '), issues);
  }
  return payload;
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

export type NewActivity = typeof activities.$inferInsert;

/** The row an activity is stored as: ids deduplicated in the order given, only what queries read. */
export function toActivityRow(siteId: string, type: ActivityType, payload: ActivityPayload): NewActivity {
  return {
    siteId,
    type,
    cookieId: payload.cookieId,
    userId: payload.userId ?? null,
    productIds: unique((payload.products ?? []).map((p) => p.id)),
    categoryIds: unique((payload.categories ?? []).map((c) => c.id)),
    searchText: payload.searchText ?? null,
  };
}
