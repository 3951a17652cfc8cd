import type { MailLocale } from '../schema.js';
import type { OutgoingMail } from '../outbox.js';
import { defineMailTemplate, html, type MailFormat } from './render.js';

/** What the order confirmation shows; plain data, so the order module owns how it is gathered. */
export type OrderConfirmationData = {
  orderNumber: string;
  /** Shown in the greeting when given. */
  customerName?: string;
  /** ISO 4217 code of every amount below. */
  currency: string;
  lines: readonly OrderConfirmationLine[];
  totals: {
    subtotalMinor: number;
    /** A saving, as a positive number; left out when zero. */
    discountMinor?: number;
    shippingMinor: number;
    taxMinor: number;
    totalMinor: number;
  };
  shippingAddress: OrderConfirmationAddress;
  /** The shipping method's name in the shopper's language. */
  shippingMethod?: string;
};

export type OrderConfirmationLine = {
  name: string;
  /** The chosen variation, in the shopper's language: [{ name: 'Colour', value: 'Blue' }, …]. */
  variation?: readonly { name: string; value: string }[];
  quantity: number;
  /** What the line costs in all (unit price × quantity, after line discounts), in minor units. */
  priceMinor: number;
};

export type OrderConfirmationAddress = {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: string;
  phone?: string;
};

type Messages = {
  subject: (orderNumber: string) => string;
  heading: string;
  greeting: (name: string | undefined) => string;
  intro: string;
  orderNumber: string;
  item: string;
  quantity: string;
  price: string;
  subtotal: string;
  discount: string;
  shipping: string;
  tax: string;
  total: string;
  shipTo: string;
  shippingMethod: string;
  closing: string;
};

const english: Messages = {
  subject: (n) => `Your Ridgeline order ${n} is confirmed`,
  heading: 'Thank you for your order',
  greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
  intro: "We've received your order and will let you know when it ships.",
  orderNumber: 'Order number',
  item: 'Item',
  quantity: 'Qty',
  price: 'Price',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  shipTo: 'Shipping to',
  shippingMethod: 'Shipping method',
  closing: 'Questions about your order? Reply to this e-mail and we will help.',
};

const MESSAGES: Record<MailLocale, Messages> = {
  'en-US': english,
  'en-CA': english,
  'fr-CA': {
    subject: (n) => `Votre commande Ridgeline ${n} est confirmée`,
    heading: 'Merci de votre commande',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: 'Nous avons bien reçu votre commande et vous aviserons dès son expédition.',
    orderNumber: 'Numéro de commande',
    item: 'Article',
    quantity: 'Qté',
    price: 'Prix',
    subtotal: 'Sous-total',
    discount: 'Rabais',
    shipping: 'Livraison',
    tax: 'Taxes',
    total: 'Total',
    shipTo: 'Livraison à',
    shippingMethod: 'Mode de livraison',
    closing: 'Des questions sur votre commande? Répondez à ce courriel et nous vous aiderons.',
  },
};

function variationText(line: OrderConfirmationLine): string {
  return (line.variation ?? []).map((v) => `${v.name}: ${v.value}`).join(', ');
}

function addressLines(a: OrderConfirmationAddress, f: MailFormat): string[] {
  return [
    `${a.firstName} ${a.lastName}`,
    a.address1,
    ...(a.address2 ? [a.address2] : []),
    `${a.city}, ${a.stateCode} ${a.postalCode}`,
    f.country(a.countryCode),
    ...(a.phone ? [a.phone] : []),
  ];
}

function totalRows(d: OrderConfirmationData, m: Messages, f: MailFormat): [string, string][] {
  const t = d.totals;
  return [
    [m.subtotal, f.money(t.subtotalMinor, d.currency)],
    ...(t.discountMinor ? ([[m.discount, f.money(-t.discountMinor, d.currency)]] as [string, string][]) : []),
    [m.shipping, f.money(t.shippingMinor, d.currency)],
    [m.tax, f.money(t.taxMinor, d.currency)],
  ];
}

const cell = 'padding:8px 0;border-bottom:1px solid #e4e4e0;vertical-align:top';

export const orderConfirmation = defineMailTemplate<OrderConfirmationData, Messages>({
  kind: 'order-confirmation',
  messages: MESSAGES,
  subject: (d, m) => m.subject(d.orderNumber),
  html: (d, m, f) => html`<h1 style="font-size:22px;margin:0 0 16px">${m.heading}</h1>
<p style="margin:0 0 8px">${m.greeting(d.customerName)}</p>
<p style="margin:0 0 16px">${m.intro}</p>
<p style="margin:0 0 16px">${m.orderNumber}: <strong>${d.orderNumber}</strong></p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
<tr><th align="left" style="${cell}">${m.item}</th><th align="center" style="${cell}">${m.quantity}</th><th align="right" style="${cell}">${m.price}</th></tr>
${d.lines.map((line) => {
  const variation = variationText(line);
  return html`<tr><td style="${cell}">${line.name}${variation ? html`<br><span style="color:#5c5c58;font-size:13px">${variation}</span>` : null}</td><td align="center" style="${cell}">${line.quantity}</td><td align="right" style="${cell}">${f.money(line.priceMinor, d.currency)}</td></tr>
`;
})}${totalRows(d, m, f).map(([label, amount]) => html`<tr><td colspan="2" style="padding:4px 0">${label}</td><td align="right" style="padding:4px 0">${amount}</td></tr>
`)}<tr><td colspan="2" style="padding:8px 0;font-weight:bold">${m.total}</td><td align="right" style="padding:8px 0;font-weight:bold">${f.money(d.totals.totalMinor, d.currency)}</td></tr>
</table>
<h2 style="font-size:16px;margin:24px 0 8px">${m.shipTo}</h2>
<p style="margin:0 0 16px">${addressLines(d.shippingAddress, f).map((l, i) => (i === 0 ? html`${l}` : html`<br>${l}`))}</p>
${d.shippingMethod ? html`<p style="margin:0 0 16px">${m.shippingMethod}: ${d.shippingMethod}</p>` : null}
<p style="margin:24px 0 0;color:#5c5c58;font-size:13px">${m.closing}</p>`,
  text: (d, m, f) =>
    [
      m.heading,
      '',
      m.greeting(d.customerName),
      m.intro,
      '',
      `${m.orderNumber}: ${d.orderNumber}`,
      '',
      ...d.lines.flatMap((line) => {
        const variation = variationText(line);
        return [
          `${line.quantity} × ${line.name}  ${f.money(line.priceMinor, d.currency)}`,
          ...(variation ? [`    ${variation}`] : []),
        ];
      }),
      '',
      ...totalRows(d, m, f).map(([label, amount]) => `${label}: ${amount}`),
      `${m.total}: ${f.money(d.totals.totalMinor, d.currency)}`,
      '',
      `${m.shipTo}:`,
      ...addressLines(d.shippingAddress, f),
      ...(d.shippingMethod ? ['', `${m.shippingMethod}: ${d.shippingMethod}`] : []),
      '',
      m.closing,
    ].join('\n'),
});

/** The order confirmation, ready for `enqueueMail`: queued at most once per order number. */
export function orderConfirmationMail(input: {
  to: string;
  locale: MailLocale;
  order: OrderConfirmationData;
}): OutgoingMail {
  return {
    kind: orderConfirmation.kind,
    dedupeKey: `${orderConfirmation.kind}:${input.order.orderNumber}`,
    to: input.to,
    locale: input.locale,
    ...orderConfirmation.render(input.order, input.locale),
  };
}
