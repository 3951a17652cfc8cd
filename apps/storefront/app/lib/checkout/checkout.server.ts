import { CommerceApiError, type Basket, type ShippingMethod } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { asShopper } from '../bag/as-shopper.server';
import { loadBag } from '../bag/bag.server';
import { AddressForm, prefixedFields } from '../forms/address';
import { ContactForm, parseExpiry, PlaceOrderForm, ShippingMethodForm } from '../forms/checkout';
import { fieldErrorsOf, type FieldErrors } from '../forms/field-messages';
import { localizedRedirect, shopperLocale } from '../http/loader-helpers.server';
import { readForm } from '../http/read-form.server';

/** The checkout's steps, in order; the first one the bag lacks is the one open. */
export const CHECKOUT_STEPS = ['contact', 'shipping-address', 'shipping-method', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function currentStep(basket: Basket): CheckoutStep {
  const shipment = basket.shipments[0];
  if (!basket.customerInfo.email) return 'contact';
  if (!shipment?.shippingAddress) return 'shipping-address';
  if (!shipment.shippingMethod) return 'shipping-method';
  return 'payment';
}

export type CheckoutData = { basket: Basket; step: CheckoutStep; shippingMethods: ShippingMethod[] };

/** The bag to check out, or back to the bag page when there is nothing to buy. */
export async function loadCheckout(request: Request, context: AppLoadContext): Promise<CheckoutData> {
  const basket = await loadBag(request, context);
  if (!basket || basket.productItems.length === 0) throw localizedRedirect(request, '/cart');
  const { site, query } = shopperLocale(request);
  const { methods } = await (
    await context.shopper.client()
  ).getShippingMethods({ siteId: site.id, locale: query.locale });
  return { basket, step: currentStep(basket), shippingMethods: methods };
}

export type CheckoutActionResult =
  { ok: true; intent: string } | { ok: false; intent: string; fieldErrors: FieldErrors; formError?: string };

const refused = (intent: string, fieldErrors: FieldErrors, formError?: string): CheckoutActionResult => ({
  ok: false,
  intent,
  fieldErrors,
  ...(formError ? { formError } : {}),
});

/** Card problems the payment provider names by field (422), placed on the form's fields. */
const CARD_FIELDS: Record<string, string> = { number: 'cardNumber', expiry: 'expiry', cvc: 'cvc' };

function cardFieldErrors(details: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of Array.isArray(details) ? details : []) {
    const { field, message } = (problem ?? {}) as { field?: string; message?: string };
    const name = field ? CARD_FIELDS[field] : undefined;
    if (name && message) errors[name] ??= message;
  }
  return errors;
}

/**
 * Every step is checked here with the browser's own schema, then by the engine, which prices the
 * bag again; an order is placed only for the total the shopper was shown (`expectedTotal`).
 */
export async function checkoutAction(
  request: Request,
  context: AppLoadContext,
): Promise<CheckoutActionResult | Response> {
  const values = Object.fromEntries(await readForm(request));
  const intent = String(values.intent ?? '');
  const { site, query } = shopperLocale(request);
  const scope = { siteId: site.id, locale: query.locale };
  try {
    switch (intent) {
      case 'contact': {
        const form = ContactForm.safeParse(values);
        if (!form.success) return refused(intent, fieldErrorsOf(form.error.issues));
        await asShopper(context, (c) => c.setBasketEmail(scope, form.data.email));
        return { ok: true, intent };
      }
      case 'shipping-address': {
        const form = AddressForm.safeParse(values);
        if (!form.success) return refused(intent, fieldErrorsOf(form.error.issues));
        await asShopper(context, (c) => c.setShippingAddress(scope, form.data));
        return { ok: true, intent };
      }
      case 'shipping-method': {
        const form = ShippingMethodForm.safeParse(values);
        if (!form.success) return refused(intent, fieldErrorsOf(form.error.issues));
        await asShopper(context, (c) => c.setShippingMethod(scope, form.data.shippingMethodId));
        return { ok: true, intent };
      }
      case 'place-order':
        return await placeOrder(request, context, values, scope);
      default:
        return refused(intent, {}, 'Please check the form.');
    }
  } catch (error) {
    if (!(error instanceof CommerceApiError) || error.status >= 500) throw error;
    return refused(intent, {}, error.message);
  }
}

async function placeOrder(
  request: Request,
  context: AppLoadContext,
  values: Record<string, unknown>,
  scope: { siteId: string; locale: string },
): Promise<CheckoutActionResult | Response> {
  const intent = 'place-order';
  const form = PlaceOrderForm.safeParse(values);
  const billing =
    form.success && form.data.billingSameAsShipping
      ? undefined
      : AddressForm.safeParse(prefixedFields(values, 'billing_'));
  const errors = {
    ...(form.success ? {} : fieldErrorsOf(form.error.issues)),
    ...(billing && !billing.success ? fieldErrorsOf(billing.error.issues, 'billing_') : {}),
  };
  if (!form.success || (billing && !billing.success)) return refused(intent, errors);
  const client = await context.shopper.client();
  const basket = await client.getBasket(scope);
  const billingAddress = billing?.data ?? basket.shipments[0]?.shippingAddress;
  if (!billingAddress) return refused(intent, {}, 'Before placing your order, please add a shipping address.');
  await client.setBillingAddress(scope, billingAddress);
  const { cardNumber, cardName, cvc, expiry, expectedTotal } = form.data;
  try {
    const order = await client.placeOrder(scope, {
      payment: { card: { number: cardNumber, cvc, holder: cardName, ...parseExpiry(expiry) } },
      expectedTotal,
    });
    return localizedRedirect(request, `/checkout/confirmation/${encodeURIComponent(order.orderNo)}`);
  } catch (error) {
    if (error instanceof CommerceApiError && error.status === 422) {
      const fieldErrors = cardFieldErrors(error.details);
      return refused(intent, fieldErrors, Object.keys(fieldErrors).length > 0 ? undefined : error.message);
    }
    throw error;
  }
}
