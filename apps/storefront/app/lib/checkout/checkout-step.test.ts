import type { Basket } from '@ridgeline/sdk';
import { describe, expect, it } from 'vitest';
import { currentStep } from './checkout.server';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1200 Pine Street',
  city: 'Seattle',
  stateCode: 'WA',
  postalCode: '98101',
  countryCode: 'US' as const,
  phone: '2065550100',
};
const method = { id: 'standard', name: 'Standard', description: '5–7 business days', price: 8.95 };

function basket(parts: { email?: string; address?: boolean; method?: boolean }): Basket {
  return {
    customerInfo: parts.email ? { email: parts.email } : {},
    shipments: [
      {
        shipmentId: 'me',
        ...(parts.address ? { shippingAddress: address } : {}),
        ...(parts.method ? { shippingMethod: method } : {}),
      },
    ],
  } as unknown as Basket;
}

describe('the checkout step to open', () => {
  it('is the first thing the basket lacks', () => {
    expect(currentStep(basket({}))).toBe('contact');
    expect(currentStep(basket({ address: true, method: true }))).toBe('contact');
    expect(currentStep(basket({ email: 'a@example.com' }))).toBe('shipping-address');
    expect(currentStep(basket({ email: 'a@example.com', address: true }))).toBe('shipping-method');
    expect(currentStep(basket({ email: 'a@example.com', address: true, method: true }))).toBe('payment');
  });
});
