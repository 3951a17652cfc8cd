import { CommerceApiError, type Basket } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { asShopper } from './as-shopper.server';
import { BagForm } from '../forms/bag';
import { shopperLocale } from '../http/loader-helpers.server';
import { syncShopperContextCoupons } from './shopper-context.server';
import { readForm } from '../http/read-form.server';

/** The shopper's bag, or undefined when they have none (no session, no basket, or an expired session). */
export async function loadBag(request: Request, context: AppLoadContext): Promise<Basket | undefined> {
  if (!context.shopper.token) return undefined;
  const { site, query } = shopperLocale(request);
  try {
    return await (await context.shopper.client()).getBasket({ siteId: site.id, locale: query.locale });
  } catch (error) {
    if (error instanceof CommerceApiError && error.status === 401) context.shopper.reset();
    if (error instanceof CommerceApiError && (error.status === 401 || error.status === 404)) return undefined;
    throw error;
  }
}

export type BagActionResult = { ok: true } | { ok: false; intent: string; message: string };

/** Quantity changes, removals and coupons; the engine's refusals come back as the shopper's message. */
export async function bagAction(request: Request, context: AppLoadContext): Promise<BagActionResult> {
  const parsed = BagForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return { ok: false, intent: 'invalid', message: parsed.error.issues[0]?.message ?? 'Please check the form.' };
  }
  const form = parsed.data;
  const { site, query } = shopperLocale(request);
  const scope = { siteId: site.id, locale: query.locale };
  try {
    const basket = await asShopper(context, (client) => {
      switch (form.intent) {
        case 'update-quantity':
          return client.updateBasketItem(scope, form.itemId, { quantity: form.quantity });
        case 'remove-item':
          return client.removeBasketItem(scope, form.itemId);
        case 'add-coupon':
          return client.addCoupon(scope, form.code);
        case 'remove-coupon':
          return client.removeCoupon(scope, form.code);
      }
    });
    if (form.intent === 'add-coupon' || form.intent === 'remove-coupon')
      await syncShopperContextCoupons(context, site.id, basket);
    return { ok: true };
  } catch (error) {
    if (error instanceof CommerceApiError && error.status < 500)
      return { ok: false, intent: form.intent, message: error.message };
    throw error;
  }
}
