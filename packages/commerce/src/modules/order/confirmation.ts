import type { Database } from '../../db/client.js';
import { pick, type Localized } from '../../db/localized.js';
import { loadSellableFacts, type SellableFacts } from '../catalog/index.js';
import { orderConfirmationMail, type MailLocale, type OutgoingMail } from '../mail/index.js';
import { SHIPPING_METHODS } from '../pricing/index.js';
import type { orderLines, orders } from './schema.js';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

const MAIL_LOCALES: readonly MailLocale[] = ['en-US', 'en-CA', 'fr-CA'];
/** The catalogue's own names for the two variation attributes (packages/data sizes.ts). */
const ATTRIBUTE_NAMES: Record<string, Localized> = {
  color: { en: 'Color', fr: 'Couleur' },
  size: { en: 'Size', fr: 'Taille' },
};

/**
 * The order's products as the catalogue knows them now, for display names of variation values
 * (the order keeps the codes). A product since removed is simply missing: callers fall back to codes.
 */
export async function catalogueEntries(
  db: Database,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  locale: string,
  known?: { entries: ReadonlyMap<string, SellableFacts>; locale: string },
): Promise<ReadonlyMap<string, SellableFacts>> {
  // Placing the order has just read them (decision 027); names only otherwise, no stock.
  if (known?.locale === locale) return known.entries;
  return loadSellableFacts(
    db,
    lines.map((l) => l.productId),
    { currency: order.currency, locale },
  );
}

/** Variation values with display names, e.g. [{ name: 'Color', value: 'Black' }], in the given locale. */
export function variationOf(line: OrderLineRow, sellable: SellableFacts | undefined, locale: string) {
  return Object.entries(line.variationValues ?? {}).map(([id, code]) => ({
    id,
    name: pick(ATTRIBUTE_NAMES[id], locale) ?? id,
    value: sellable?.variationNames?.[id as 'color' | 'size'] ?? code,
  }));
}

/** The confirmation e-mail of an order, in the locale it was placed in, ready for enqueueMail. */
export async function confirmationMailFor(
  db: Database,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  known?: { entries: ReadonlyMap<string, SellableFacts>; locale: string },
): Promise<OutgoingMail> {
  const locale = MAIL_LOCALES.find((l) => l === order.locale) ?? 'en-US';
  const catalogue = await catalogueEntries(db, order, lines, locale, known);
  const method = SHIPPING_METHODS[order.currency].find((m) => m.id === order.shippingMethodId);
  const t = order.totals;
  // Lines are shown after their own promotions, so the subtotal is their sum and the discount what order promotions took.
  const subtotal = lines.reduce((sum, l) => sum + l.priceAfterDiscount, 0);
  return orderConfirmationMail({
    to: order.customerEmail,
    locale,
    order: {
      orderNumber: order.orderNo,
      customerName: order.billingAddress.firstName,
      currency: order.currency,
      lines: lines.map((line) => ({
        name: line.productName,
        variation: variationOf(line, catalogue.get(line.productId), locale).map(({ name, value }) => ({ name, value })),
        quantity: line.quantity,
        priceMinor: line.priceAfterDiscount,
      })),
      totals: {
        subtotalMinor: subtotal,
        discountMinor: subtotal - t.productTotal,
        shippingMinor: t.shippingTotal,
        taxMinor: t.taxTotal,
        totalMinor: t.orderTotal,
      },
      shippingAddress: order.shippingAddress,
      ...(method ? { shippingMethod: pick(method.name, locale) ?? method.id } : {}),
    },
  });
}
