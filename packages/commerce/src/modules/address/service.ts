import { randomUUID } from 'node:crypto';
import { normalizePostalCode } from '@ridgeline/config/address';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { DomainError, NotFoundError } from '../../http/errors.js';
import { validationBody } from '../../http/error-handler.js';
import { AddressInput } from './fields.js';
import { lockCustomer as lockCustomerRow, NotRegisteredError } from '../customer/index.js';
import type { Shopper } from '../session/index.js';
import { MAX_ADDRESSES, type CreateCustomerAddressRequest, type UpdateCustomerAddressRequest } from './contract.js';
import { customerAddresses, type CustomerAddressRow } from './schema.js';

export class AddressNotFoundError extends NotFoundError {
  constructor(addressId: string) {
    super('Address', addressId);
  }
}

/** Two addresses of one customer cannot share a name (it is how the address book and its paths name them). */
export class AddressNameTakenError extends DomainError {
  constructor() {
    super('address_name_taken', 'You already have an address with this name.', 409, [
      { field: 'addressId', message: 'You already have an address with this name.' },
    ]);
  }
}

export class AddressBookFullError extends DomainError {
  constructor() {
    super('address_book_full', `You can save up to ${MAX_ADDRESSES} addresses. Delete one to add another.`, 409);
  }
}

class InvalidAddressError extends DomainError {
  constructor(body: ReturnType<typeof validationBody>) {
    super('invalid_input', body.error.message, 400, body.error.details);
  }
}

function customerOf(shopper: Shopper): string {
  if (!shopper.customerId) throw new NotRegisteredError();
  return shopper.customerId;
}

/** The default first, then the newest: the order the address book and checkout show them in. */
const bookOrder = [desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), asc(customerAddresses.id)];

export async function listAddresses(db: Database, shopper: Shopper): Promise<CustomerAddressRow[]> {
  const customerId = customerOf(shopper);
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(...bookOrder);
}

const named = (customerId: string, addressId: string) =>
  and(
    eq(customerAddresses.customerId, customerId),
    sql`lower(${customerAddresses.addressId}) = lower(${addressId.trim()})`,
  );

export async function getAddress(db: Database, shopper: Shopper, addressId: string): Promise<CustomerAddressRow> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(named(customerOf(shopper), addressId));
  if (!row) throw new AddressNotFoundError(addressId);
  return row;
}

/**
 * Address-book writes of one customer run one at a time: the customer's row is locked first, so
 * the count limit and the single default hold under concurrent requests without retries.
 */
async function lockCustomer(tx: Tx, customerId: string): Promise<void> {
  if (!(await lockCustomerRow(tx, customerId))) throw new NotRegisteredError();
}

async function nameTaken(tx: Tx, customerId: string, addressId: string, except?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(and(named(customerId, addressId), except ? ne(customerAddresses.id, except) : undefined));
  return Boolean(row);
}

async function clearDefault(tx: Tx, customerId: string): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
}

type AddressValues = Omit<CreateCustomerAddressRequest, 'preferred' | 'addressId'>;

/** The address as stored: trimmed, the postal code in its usual form, an empty second line dropped. */
function columnsOf(a: AddressValues) {
  return {
    firstName: a.firstName.trim(),
    lastName: a.lastName.trim(),
    address1: a.address1.trim(),
    address2: a.address2?.trim() || null,
    city: a.city.trim(),
    stateCode: a.stateCode.trim(),
    postalCode: normalizePostalCode(a.postalCode.trim(), a.countryCode),
    countryCode: a.countryCode,
    phone: a.phone.trim(),
  };
}

/** Saves a new address. The customer's first address is their default; `preferred` makes any new one the default. */
export async function createAddress(
  db: Database,
  shopper: Shopper,
  input: CreateCustomerAddressRequest,
): Promise<CustomerAddressRow> {
  const customerId = customerOf(shopper);
  const { addressId, preferred, ...address } = input;
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId));
    if (count >= MAX_ADDRESSES) throw new AddressBookFullError();
    if (await nameTaken(tx, customerId, addressId)) throw new AddressNameTakenError();
    const isDefault = count === 0 || preferred === true;
    if (isDefault) await clearDefault(tx, customerId);
    const [row] = await tx
      .insert(customerAddresses)
      .values({ id: randomUUID(), customerId, addressId: addressId.trim(), isDefault, ...columnsOf(address) })
      .returning();
    return row!;
  });
}

/**
 * Changes one of the customer's addresses: the fields sent replace the saved ones and the result
 * passes the checkout's rules again; `preferred: true` makes it the default (the old default stops
 * being one in the same transaction). Someone else's address is not found.
 */
export async function updateAddress(
  db: Database,
  shopper: Shopper,
  addressId: string,
  patch: UpdateCustomerAddressRequest,
): Promise<CustomerAddressRow> {
  const customerId = customerOf(shopper);
  const { addressId: newName, preferred, ...fields } = patch;
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [current] = await tx.select().from(customerAddresses).where(named(customerId, addressId));
    if (!current) throw new AddressNotFoundError(addressId);
    const merged = AddressInput.safeParse({
      firstName: current.firstName,
      lastName: current.lastName,
      address1: current.address1,
      ...(current.address2 ? { address2: current.address2 } : {}),
      city: current.city,
      stateCode: current.stateCode,
      postalCode: current.postalCode,
      countryCode: current.countryCode,
      phone: current.phone,
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    });
    if (!merged.success) throw new InvalidAddressError(validationBody(merged.error));
    if (newName && (await nameTaken(tx, customerId, newName, current.id))) throw new AddressNameTakenError();
    if (preferred && !current.isDefault) await clearDefault(tx, customerId);
    const [row] = await tx
      .update(customerAddresses)
      .set({
        ...columnsOf(merged.data),
        ...(newName ? { addressId: newName.trim() } : {}),
        ...(preferred ? { isDefault: true } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(customerAddresses.id, current.id), eq(customerAddresses.customerId, customerId)))
      .returning();
    return row!;
  });
}

/** Deletes one of the customer's addresses; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(db: Database, shopper: Shopper, addressId: string): Promise<void> {
  const customerId = customerOf(shopper);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [removed] = await tx
      .delete(customerAddresses)
      .where(named(customerId, addressId))
      .returning({ isDefault: customerAddresses.isDefault });
    if (!removed) throw new AddressNotFoundError(addressId);
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(desc(customerAddresses.updatedAt), desc(customerAddresses.createdAt))
      .limit(1);
    if (next) {
      await tx
        .update(customerAddresses)
        .set({ isDefault: true })
        .where(and(eq(customerAddresses.id, next.id), eq(customerAddresses.customerId, customerId)));
    }
  });
}
