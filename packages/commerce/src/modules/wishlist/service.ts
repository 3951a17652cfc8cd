import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError, NotFoundError } from '../../http/errors.js';
import { isOnlineProductOrVariant } from '../catalog/index.js';
import { NotRegisteredError } from '../customer/index.js';
import type { Shopper } from '../session/index.js';
import {
  customerProductListItems as items,
  customerProductLists as lists,
  type CustomerProductListItemRow,
  type CustomerProductListRow,
  type ProductListType,
} from './schema.js';

/** A list holds at most this many products: enough for any wishlist, and a bound on what one GET costs. */
export const MAX_LIST_ITEMS = 200;

export type ProductListWithItems = CustomerProductListRow & { items: CustomerProductListItemRow[] };

export class UnknownProductError extends DomainError {
  constructor(productId: string) {
    super('unknown_product', `Product '${productId}' does not exist or is no longer sold.`, 400);
  }
}

export class ProductListFullError extends DomainError {
  constructor() {
    super(
      'product_list_full',
      `Your wishlist already holds ${MAX_LIST_ITEMS} products. Remove one to add another.`,
      409,
    );
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from the URL: one that cannot name a row is simply not found (never a database error). */
function assertId(what: string, id: string): void {
  if (!UUID.test(id)) throw new NotFoundError(what, id);
}

/** The customer a shopper session stands for; guests are told to create an account (spec 2 §6). */
function ownerOf(shopper: Shopper): string {
  if (!shopper.customerId) throw new NotRegisteredError();
  return shopper.customerId;
}

/** The customer's lists with their items, oldest first; items in the order they were saved. */
export async function getProductLists(db: Database, shopper: Shopper): Promise<ProductListWithItems[]> {
  const customerId = ownerOf(shopper);
  const rows = await db.select().from(lists).where(eq(lists.customerId, customerId)).orderBy(asc(lists.createdAt));
  if (rows.length === 0) return [];
  const itemRows = await db
    .select({ item: items })
    .from(items)
    .innerJoin(lists, eq(lists.id, items.listId))
    .where(
      and(
        eq(lists.customerId, customerId),
        inArray(
          items.listId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(items.createdAt), asc(items.id));
  return rows.map((list) => ({
    ...list,
    items: itemRows.map((r) => r.item).filter((item) => item.listId === list.id),
  }));
}

/** One of the customer's lists; someone else's (or an unknown id) is a 404. */
export async function getProductList(db: Database, shopper: Shopper, listId: string): Promise<ProductListWithItems> {
  assertId('Product list', listId);
  const found = (await getProductLists(db, shopper)).find((l) => l.id === listId);
  if (!found) throw new NotFoundError('Product list', listId);
  return found;
}

/**
 * Creates the customer's wishlist, or answers the one they have (one per customer, by a unique
 * index): calling it twice, or from two sign-ins at once, leaves one list.
 */
export async function ensureProductList(
  db: Database,
  shopper: Shopper,
  input: { type: ProductListType; name?: string | undefined },
): Promise<{ list: ProductListWithItems; created: boolean }> {
  const created = await insertListIfMissing(db, ownerOf(shopper), input.type, input.name);
  if (created) return { list: { ...created, items: [] }, created: true };
  const existing = (await getProductLists(db, shopper)).find((l) => l.type === input.type);
  if (!existing) throw new Error(`The ${input.type} of customer ${shopper.customerId} vanished while it was being created.`);
  return { list: existing, created: false };
}

/** The new list, or undefined when the customer already has one of this type (a unique index decides). */
async function insertListIfMissing(db: Database, customerId: string, type: ProductListType, name?: string) {
  const [created] = await db
    .insert(lists)
    .values({ id: randomUUID(), customerId, type, name: name?.trim() || null })
    .onConflictDoNothing()
    .returning();
  return created;
}

/** Gives a customer their wishlist when they have none, without reading it back (post-auth). */
export async function ensureWishList(db: Database, customerId: string): Promise<{ created: boolean }> {
  return { created: (await insertListIfMissing(db, customerId, 'wish_list')) !== undefined };
}

export type NewItem = {
  productId: string;
  quantity: number;
  public?: boolean | undefined;
  priority?: number | undefined;
};

/**
 * Saves a product to one of the customer's lists. Saving it again answers the saved item
 * unchanged (a double click, a retry): one row per product and list, by a unique index. The list
 * row is locked while the item is written, so the size limit holds under concurrent adds.
 */
export async function addProductListItem(
  db: Database,
  shopper: Shopper,
  listId: string,
  input: NewItem,
): Promise<{ item: CustomerProductListItemRow; created: boolean }> {
  const customerId = ownerOf(shopper);
  assertId('Product list', listId);
  if (!(await isOnlineProductOrVariant(db, input.productId))) throw new UnknownProductError(input.productId);
  return db.transaction(async (tx) => {
    const [list] = await tx
      .select({ id: lists.id })
      .from(lists)
      .where(and(eq(lists.id, listId), eq(lists.customerId, customerId)))
      .for('update');
    if (!list) throw new NotFoundError('Product list', listId);
    const [existing] = await tx
      .select()
      .from(items)
      .where(and(eq(items.listId, list.id), eq(items.productId, input.productId)));
    if (existing) return { item: existing, created: false };
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(items).where(eq(items.listId, list.id));
    if (n >= MAX_LIST_ITEMS) throw new ProductListFullError();
    const [item] = await tx
      .insert(items)
      .values({
        id: randomUUID(),
        listId: list.id,
        productId: input.productId,
        quantity: input.quantity,
        public: input.public ?? false,
        priority: input.priority ?? 0,
      })
      .returning();
    await tx
      .update(lists)
      .set({ updatedAt: new Date() })
      .where(and(eq(lists.id, list.id), eq(lists.customerId, customerId)));
    return { item: item!, created: true };
  });
}

/** Removes an item from one of the customer's lists; an item that is not theirs (or is gone) is a 404. */
export async function removeProductListItem(
  db: Database,
  shopper: Shopper,
  listId: string,
  itemId: string,
): Promise<void> {
  const customerId = ownerOf(shopper);
  assertId('Product list', listId);
  assertId('Product list item', itemId);
  const owned = db
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.id, listId), eq(lists.customerId, customerId)));
  const removed = await db
    .delete(items)
    .where(and(eq(items.id, itemId), eq(items.listId, listId), inArray(items.listId, owned)))
    .returning({ id: items.id });
  if (removed.length === 0) throw new NotFoundError('Product list item', itemId);
  await db
    .update(lists)
    .set({ updatedAt: new Date() })
    .where(and(eq(lists.id, listId), eq(lists.customerId, customerId)));
}
