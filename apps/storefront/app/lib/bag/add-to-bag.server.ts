import { CommerceApiError, type Basket } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { AddToBagForm } from '../forms/add-to-bag';
import { asShopper } from './as-shopper.server';
import { shopperLocale } from '../http/loader-helpers.server';
import { doNotTrack } from '../personalisation/recommendations.server';

export type AddToBagResult =
  { ok: true; productId: string; quantity: number; basket: Basket } | { ok: false; message: string };

/** The product page's add-to-bag: validated like the browser validated it, refused with the engine's own words. */
export async function addToBag(request: Request, context: AppLoadContext, form: FormData): Promise<AddToBagResult> {
  const parsed = AddToBagForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please select all options.' };
  const { site, query } = shopperLocale(request);
  const { productId, quantity } = parsed.data;
  try {
    const basket = await asShopper(context, (client) =>
      client.addToBasket({ siteId: site.id, locale: query.locale }, { productId, quantity }),
    );
    if (context.webId) {
      void context.commerce
        .recordActivity(
          site.id,
          'addToCart',
          {
            cookieId: context.webId,
            products: [{ id: productId }],
          },
          { doNotTrack: doNotTrack(request) },
        )
        .catch((error: unknown) => context.logger.warn({ msg: 'addToCart activity failed', error: String(error) }));
    }
    return { ok: true, productId, quantity, basket };
  } catch (error) {
    if (error instanceof CommerceApiError && error.status < 500) return { ok: false, message: error.message };
    throw error;
  }
}
