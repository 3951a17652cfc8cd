import { CommerceApiError, type CommerceClient, type Customer, type CustomerAddress, type Order } from '@ridgeline/sdk';
import { APP_CONFIG } from '@ridgeline/config';
import { data, redirect, type AppLoadContext } from 'react-router';
import { parseSavedAddress, PasswordChangeForm, profileForm, profileUpdate } from '../forms/account';
import { fieldErrorsOf, fieldMessageKeyFor, type FieldErrors, type FieldMessageKey } from '../forms/field-messages';
import { shopperLocale } from '../http/loader-helpers.server';
import { buildPathWithUrlConfig } from '../urls';
import { readForm } from '../http/read-form.server';
import { pageUrl } from '../http/page-url';

/** Orders on one page of the history (issue 5). */
export const ORDERS_PER_PAGE = 10;

export type AccountActionResult =
  { ok: true; intent: string } | { ok: false; intent: string; fieldErrors: FieldErrors; formError?: string };

const refused = (intent: string, fieldErrors: FieldErrors, formError?: string): AccountActionResult => ({
  ok: false,
  intent,
  fieldErrors,
  ...(formError ? { formError } : {}),
});

/** The engine's field names where the account forms name them differently. */
const FORM_FIELD: Record<string, string> = { phoneHome: 'phone', c_postalCode: 'postalCode' };

/** Field errors from an engine refusal (`invalid_form` or `invalid_input` details), in the forms' keys. */
function engineFieldErrors(error: CommerceApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of Array.isArray(error.details) ? error.details : []) {
    const { field, path, message } = (problem ?? {}) as { field?: string; path?: string; message?: string };
    const name = field ?? path;
    if (!name || !message) continue;
    errors[FORM_FIELD[name] ?? name] ??= fieldMessageKeyFor(message) ?? message;
  }
  return errors;
}

/** A customer's session, or the sign-in page (an expired session or a guest is sent there, coming back here). */
async function customerClient(request: Request, context: AppLoadContext): Promise<CommerceClient> {
  if (!context.shopper.token) throw signInFirst(request);
  return context.shopper.client();
}

function signInFirst(request: Request) {
  const { site, locale } = shopperLocale(request);
  const url = pageUrl(request);
  const login = buildPathWithUrlConfig(APP_CONFIG, '/login', { site, locale });
  return redirect(`${login}?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Runs an account call; a session that is gone or not a customer's goes to sign in, anything else is the caller's. */
async function asCustomer<T>(
  request: Request,
  context: AppLoadContext,
  call: (client: CommerceClient) => Promise<T>,
): Promise<T> {
  try {
    return await call(await customerClient(request, context));
  } catch (error) {
    if (
      error instanceof CommerceApiError &&
      (error.status === 403 || (error.status === 401 && error.code === 'unauthorized'))
    ) {
      if (error.status === 401) context.shopper.reset();
      throw signInFirst(request);
    }
    throw error;
  }
}

/** The signed-in customer's full profile, for the Account Details page. */
export function loadProfile(request: Request, context: AppLoadContext): Promise<Customer> {
  return asCustomer(request, context, (client) => client.getCustomer());
}

/** The Account Details page's forms: the profile, and the password change. */
export async function profileAction(
  request: Request,
  context: AppLoadContext,
  values: Record<string, FormDataEntryValue>,
) {
  const intent = String(values.intent ?? '');
  const { locale } = shopperLocale(request);
  try {
    if (intent === 'profile') {
      const form = profileForm(locale.id).safeParse(values);
      if (!form.success) return refused(intent, fieldErrorsOf(form.error.issues));
      await asCustomer(request, context, (c) => c.updateCustomer(locale.id, profileUpdate(form.data)));
      return { ok: true as const, intent };
    }
    if (intent === 'password') {
      const form = PasswordChangeForm.safeParse(values);
      if (!form.success) return refused(intent, fieldErrorsOf(form.error.issues));
      const { currentPassword, password } = form.data;
      await asCustomer(request, context, (c) => c.updateCustomerPassword({ currentPassword, password }));
      return { ok: true as const, intent };
    }
    return refused(intent, {}, 'Something went wrong. Try again!');
  } catch (error) {
    return accountRefusal(intent, error);
  }
}

/** An engine refusal as the form shows it: on its fields when it names them, else one message. */
function accountRefusal(intent: string, error: unknown): AccountActionResult {
  if (!(error instanceof CommerceApiError) || error.status >= 500) throw error;
  if (error.status === 429) {
    return refused(intent, {}, 'Too many attempts. Please wait a few minutes and try again.');
  }
  const fieldErrors = engineFieldErrors(error);
  if (Object.keys(fieldErrors).length > 0) return refused(intent, fieldErrors);
  return refused(intent, {}, error.message);
}

export type AddressBook = { addresses: CustomerAddress[] };

export async function loadAddresses(request: Request, context: AppLoadContext): Promise<AddressBook> {
  const book = await asCustomer(request, context, (c) => c.getCustomerAddresses());
  return { addresses: book.data };
}

const ADDRESS_REFUSALS: Record<string, [string, FieldMessageKey]> = {
  address_name_taken: ['addressId', 'addressNameTaken'],
};

/** The address book's add, edit, make-default and delete; the address is named by its current name. */
export async function addressesAction(request: Request, context: AppLoadContext): Promise<AccountActionResult> {
  const values = Object.fromEntries(await readForm(request));
  const intent = String(values.intent ?? '');
  const current = String(values.currentAddressId ?? '');
  try {
    if (intent === 'create' || intent === 'update') {
      const form = parseSavedAddress(values);
      if (!form.success) return refused(intent, form.fieldErrors);
      if (intent === 'create') await asCustomer(request, context, (c) => c.createCustomerAddress(form.data));
      else {
        const { preferred, ...address } = form.data;
        await asCustomer(request, context, (c) =>
          c.updateCustomerAddress(current, {
            ...address,
            address2: address.address2 ?? '',
            ...(preferred ? { preferred } : {}),
          }),
        );
      }
      return { ok: true, intent };
    }
    if (intent === 'default') {
      await asCustomer(request, context, (c) => c.updateCustomerAddress(current, { preferred: true }));
      return { ok: true, intent };
    }
    if (intent === 'delete') {
      await asCustomer(request, context, (c) => c.removeCustomerAddress(current));
      return { ok: true, intent };
    }
    return refused(intent, {}, 'Something went wrong. Try again!');
  } catch (error) {
    if (error instanceof CommerceApiError && error.status === 404) {
      return refused(intent, {}, 'This address no longer exists. Please refresh the page.');
    }
    const known = error instanceof CommerceApiError ? ADDRESS_REFUSALS[error.code] : undefined;
    if (known) return refused(intent, { [known[0]]: known[1] });
    return accountRefusal(intent, error);
  }
}

/** The page of the order history in `?page=` (1 when absent or not a page number). */
export function orderPageOf(request: Request): number {
  const page = Number(pageUrl(request).searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export async function loadOrders(request: Request, context: AppLoadContext) {
  const page = orderPageOf(request);
  const result = await asCustomer(request, context, (c) =>
    c.getCustomerOrders({ limit: ORDERS_PER_PAGE, offset: (page - 1) * ORDERS_PER_PAGE }),
  );
  const pages = Math.max(1, Math.ceil(result.total / ORDERS_PER_PAGE));
  // A page past the end (an old link): the last page there is.
  if (page > pages) {
    const url = pageUrl(request);
    url.searchParams.set('page', String(pages));
    throw redirect(url.pathname + url.search);
  }
  return { orders: result.data, total: result.total, page, pages };
}

/** One of the customer's orders; someone else's, or no such order, is this page's 404. */
export async function loadCustomerOrder(request: Request, context: AppLoadContext, orderNo: string): Promise<Order> {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(orderNo)) throw data(null, { status: 404 });
  const { locale } = shopperLocale(request);
  try {
    return await asCustomer(request, context, (c) => c.getCustomerOrder(orderNo, { locale: locale.id }));
  } catch (error) {
    if (error instanceof CommerceApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}
