import type { Database } from '../../db/client.js';
import { pick, type Localized } from '../../db/localized.js';
import { loadSellableFacts, type SellableFacts } from '../catalog/index.js';
import { SHIPPING_METHODS, toMajor } from '../pricing/index.js';
import type { OrderDto } from './contract.js';
import type { OrderLineRow, OrderRow } from './service.js';

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

/**
 * An order as the API answers it: what was bought and charged, as snapshotted when it was placed
 * (names, prices, totals, addresses); only display names (variation values, shipping method) follow
 * the requested locale.
 */
export async function orderView(
  db: Database,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  locale: string,
  known?: { entries: ReadonlyMap<string, SellableFacts>; locale: string },
): Promise<OrderDto> {
  const catalogue = await catalogueEntries(db, order, lines, locale, known);
  const method = SHIPPING_METHODS[order.currency].find((m) => m.id === order.shippingMethodId);
  const t = order.totals;
  return {
    orderNo: order.orderNo,
    status: order.status,
    paymentStatus: order.paymentStatus,
    currency: order.currency,
    locale: order.locale,
    createdAt: order.createdAt.toISOString(),
    ...(order.placedAt ? { placedAt: order.placedAt.toISOString() } : {}),
    customerInfo: { email: order.customerEmail, ...(order.customerId ? { customerId: order.customerId } : {}) },
    productItems: lines.map((line) => {
      const sellable = catalogue.get(line.productId);
      const variation = variationOf(line, sellable, locale);
      return {
        productId: line.productId,
        masterProductId: line.masterProductId,
        productName: line.productName,
        ...(line.variationValues ? { variationValues: line.variationValues } : {}),
        ...(variation.length > 0 ? { variationNames: Object.fromEntries(variation.map((v) => [v.id, v.value])) } : {}),
        quantity: line.quantity,
        basePrice: toMajor(line.unitPrice),
        price: toMajor(line.price),
        priceAfterItemDiscount: toMajor(line.priceAfterDiscount),
        ...(sellable?.image ? { image: sellable.image } : {}),
      };
    }),
    couponCodes: order.couponCodes,
    shipments: [
      {
        shipmentId: 'me' as const,
        shippingAddress: order.shippingAddress,
        shippingMethod: {
          id: order.shippingMethodId,
          name: (method && pick(method.name, locale)) ?? order.shippingMethodId,
          description: (method && pick(method.description, locale)) ?? '',
          price: toMajor(t.shippingTotal),
        },
      },
    ],
    billingAddress: order.billingAddress,
    ...(order.cardBrand && order.cardLast4 ? { paymentCard: { brand: order.cardBrand, last4: order.cardLast4 } } : {}),
    productSubTotal: toMajor(t.productSubTotal),
    productTotal: toMajor(t.productTotal),
    shippingTotal: toMajor(t.shippingTotal),
    taxTotal: toMajor(t.taxTotal),
    orderTotal: toMajor(t.orderTotal),
    savings: toMajor(t.savings),
  };
}
