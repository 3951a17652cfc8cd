import type { Database } from '../db/client.js';
import { pick } from '../db/localized.js';
import { orderConfirmationMail, type MailLocale, type OutgoingMail } from '../modules/mail/index.js';
import {
  catalogueEntries,
  variationOf,
  type KnownLines,
  type OrderLineRow,
  type OrderRow,
} from '../modules/order/index.js';
import { SHIPPING_METHODS } from '../modules/pricing/index.js';

const MAIL_LOCALES: readonly MailLocale[] = ['en-US', 'en-CA', 'fr-CA'];

/** The confirmation e-mail of an order, in the locale it was placed in, ready for enqueueMail. */
export async function confirmationMailFor(
  db: Database,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  known?: Omit<KnownLines, 'lines'>,
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
