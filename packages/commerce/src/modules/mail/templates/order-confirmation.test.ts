import { describe, expect, it } from 'vitest';
import { orderConfirmation, orderConfirmationMail, type OrderConfirmationData } from './order-confirmation.js';

const ORDER: OrderConfirmationData = {
  orderNumber: 'RL-000123',
  customerName: 'Alex',
  currency: 'CAD',
  lines: [
    {
      name: 'Summit Shell Jacket',
      variation: [
        { name: 'Colour', value: 'Blue' },
        { name: 'Size', value: 'M' },
      ],
      quantity: 2,
      priceMinor: 49900,
    },
    { name: 'Trail Socks', quantity: 1, priceMinor: 1999 },
  ],
  totals: { subtotalMinor: 51899, discountMinor: 1000, shippingMinor: 0, taxMinor: 6616, totalMinor: 57515 },
  shippingAddress: {
    firstName: 'Alex',
    lastName: 'Tremblay',
    address1: '1 Rue Sainte-Catherine',
    city: 'Montréal',
    stateCode: 'QC',
    postalCode: 'H2X 1K4',
    countryCode: 'CA',
    phone: '514-555-0100',
  },
  shippingMethod: 'Standard',
};

const HOSTILE = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;

describe('order confirmation', () => {
  it('shows the order number, each line with its variation, quantity and price, the totals and the address', () => {
    const mail = orderConfirmation.render(ORDER, 'en-CA');
    expect(mail.subject).toBe('Your Ridgeline order RL-000123 is confirmed');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('RL-000123');
      expect(part).toContain('Summit Shell Jacket');
      expect(part).toContain('Colour: Blue, Size: M');
      expect(part).toContain('$499.00');
      expect(part).toContain('Trail Socks');
      expect(part).toContain('$19.99');
      expect(part).toContain('-$10.00');
      expect(part).toContain('$575.15');
      expect(part).toContain('1 Rue Sainte-Catherine');
      expect(part).toContain('Montréal, QC H2X 1K4');
      expect(part).toContain('Canada');
    }
    expect(mail.text).toContain('2 × Summit Shell Jacket');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en-CA">/);
  });

  it('speaks French in fr-CA', () => {
    const mail = orderConfirmation.render(ORDER, 'fr-CA');
    expect(mail.subject).toBe('Votre commande Ridgeline RL-000123 est confirmée');
    expect(mail.html).toContain('lang="fr-CA"');
    expect(mail.text).toContain('Sous-total');
    expect(mail.text.replace(/\s/g, ' ')).toContain('575,15 $');
    expect(mail.text).toContain('Livraison à');
  });

  it('has English for en-US', () => {
    expect(orderConfirmation.render({ ...ORDER, currency: 'USD' }, 'en-US').text).toContain('Subtotal: $518.99');
  });

  it('escapes a hostile value wherever it lands in the HTML, and keeps it out of the subject as a header', () => {
    const hostile: OrderConfirmationData = {
      ...ORDER,
      orderNumber: `RL-1\r\nBcc: victim@example.com ${HOSTILE}`,
      customerName: HOSTILE,
      lines: [{ name: HOSTILE, variation: [{ name: HOSTILE, value: HOSTILE }], quantity: 1, priceMinor: 100 }],
      shippingAddress: { ...ORDER.shippingAddress, address1: HOSTILE, address2: HOSTILE, city: HOSTILE, phone: HOSTILE },
      shippingMethod: HOSTILE,
    };
    for (const locale of ['en-US', 'en-CA', 'fr-CA'] as const) {
      const mail = orderConfirmation.render(hostile, locale);
      expect(mail.html).not.toMatch(/<script|<img|"><|javascript:/i);
      expect(mail.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
      // Only the layout's own tags remain.
      const tags = new Set([...mail.html.matchAll(/<([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase()));
      expect([...tags].sort()).toEqual(
        ['body', 'br', 'h1', 'h2', 'head', 'html', 'meta', 'p', 'span', 'strong', 'table', 'td', 'th', 'title', 'tr'].sort(),
      );
      expect(mail.subject).not.toMatch(/[\r\n]/);
      // The text part is plain text: the value appears as typed.
      expect(mail.text).toContain(HOSTILE);
    }
  });

  it('is queued once per order number', () => {
    const mail = orderConfirmationMail({ to: 'alex@example.com', locale: 'en-US', order: ORDER });
    expect(mail).toMatchObject({ kind: 'order-confirmation', dedupeKey: 'order-confirmation:RL-000123', to: 'alex@example.com' });
  });
});
