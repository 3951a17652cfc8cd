import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../http/errors.js';
import type { Shopper } from '../session/index.js';
import type { ShopperContextDto, ShopperContextInput } from './contract.js';
import { shopperContexts, type ShopperContextRow } from './schema.js';
import { announceChange } from '../../events/changes.js';
import { forgetPricingContext } from './pricing-context.js';

export class ShopperContextNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'No shopper context for this session and site.', 404);
  }
}

export class ShopperContextExistsError extends DomainError {
  constructor() {
    super('context_exists', 'This session already has a shopper context for the site; update it instead.', 409);
  }
}

/**
 * Contexts are addressed by usid like the platform's, but a session reaches only its own: any
 * other usid is "not found", never "forbidden", so usids cannot be probed.
 */
/** Which context: the session's usid and the site. */
export type ContextKey = { usid: string; siteId: string };

function ensureOwn(shopper: Shopper, usid: string): void {
  if (shopper.usid !== usid) throw new ShopperContextNotFoundError();
}

function view(row: ShopperContextRow): ShopperContextDto {
  return {
    couponCodes: row.couponCodes,
    customQualifiers: row.customQualifiers,
    assignmentQualifiers: row.assignmentQualifiers,
    customerGroupIds: row.customerGroupIds,
    ...(row.geoLocation ? { geoLocation: row.geoLocation } : {}),
    ...(row.clientIp ? { clientIp: row.clientIp } : {}),
    ...(row.sourceCode ? { sourceCode: row.sourceCode } : {}),
    ...(row.effectiveDateTime ? { effectiveDateTime: row.effectiveDateTime.toISOString() } : {}),
  };
}

function columns(input: ShopperContextInput) {
  return {
    ...(input.couponCodes ? { couponCodes: [...new Set(input.couponCodes.map((c) => c.toUpperCase()))] } : {}),
    ...(input.customQualifiers ? { customQualifiers: input.customQualifiers } : {}),
    ...(input.assignmentQualifiers ? { assignmentQualifiers: input.assignmentQualifiers } : {}),
    ...(input.customerGroupIds ? { customerGroupIds: input.customerGroupIds } : {}),
    ...(input.geoLocation ? { geoLocation: input.geoLocation } : {}),
    ...(input.clientIp ? { clientIp: input.clientIp } : {}),
    ...(input.sourceCode !== undefined ? { sourceCode: input.sourceCode || null } : {}),
    ...(input.effectiveDateTime !== undefined
      ? { effectiveDateTime: input.effectiveDateTime ? new Date(input.effectiveDateTime) : null }
      : {}),
  };
}

const where = (usid: string, siteId: string) => and(eq(shopperContexts.usid, usid), eq(shopperContexts.siteId, siteId));

export async function getShopperContext(db: Database, shopper: Shopper, { usid, siteId }: ContextKey) {
  ensureOwn(shopper, usid);
  const [row] = await db.select().from(shopperContexts).where(where(usid, siteId));
  if (!row) throw new ShopperContextNotFoundError();
  return view(row);
}

/** After a write: this process forgets the session's pricing context at once, the others when they hear it. */
async function changed(db: Database, usid: string) {
  forgetPricingContext(usid);
  await announceChange(db, 'shopper-context').catch(() => {});
}

export async function createShopperContext(
  db: Database,
  shopper: Shopper,
  { usid, siteId }: ContextKey,
  input: ShopperContextInput,
) {
  ensureOwn(shopper, usid);
  const [row] = await db
    .insert(shopperContexts)
    .values({ usid, siteId, ...columns(input) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ShopperContextExistsError();
  await changed(db, usid);
  return view(row);
}

export async function updateShopperContext(
  db: Database,
  shopper: Shopper,
  { usid, siteId }: ContextKey,
  input: ShopperContextInput,
) {
  ensureOwn(shopper, usid);
  const [row] = await db
    .update(shopperContexts)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(where(usid, siteId))
    .returning();
  if (!row) throw new ShopperContextNotFoundError();
  await changed(db, usid);
  return view(row);
}

export async function deleteShopperContext(db: Database, shopper: Shopper, { usid, siteId }: ContextKey) {
  ensureOwn(shopper, usid);
  const removed = await db.delete(shopperContexts).where(where(usid, siteId)).returning({ usid: shopperContexts.usid });
  if (removed.length === 0) throw new ShopperContextNotFoundError();
  await changed(db, usid);
}
