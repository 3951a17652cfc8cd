import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../http/errors.js';
import { SHIPPING_METHODS, shippingCost, shippingMethod, shippingMethodsFor } from './shipping.js';

describe('shipping methods', () => {
  it('offers Standard and Express in each currency, in minor units', () => {
    expect(shippingMethodsFor('USD').map((m) => [m.id, m.price, m.freeShippingEligible])).toEqual([
      ['standard', 895, true],
      ['express', 1995, false],
    ]);
    expect(shippingMethodsFor('CAD').map((m) => [m.id, m.price])).toEqual([
      ['standard', 1095],
      ['express', 2495],
    ]);
    for (const methods of Object.values(SHIPPING_METHODS)) {
      for (const m of methods) expect(Number.isSafeInteger(m.price)).toBe(true);
    }
  });
  it('finds a method by id and refuses an unknown one', () => {
    expect(shippingMethod('CAD', 'express').price).toBe(2495);
    expect(() => shippingMethod('USD', 'drone')).toThrow(NotFoundError);
  });
});

describe('shippingCost', () => {
  const standard = shippingMethod('USD', 'standard');
  const express = shippingMethod('USD', 'express');
  const free = {
    freeShipping: true,
    shippingAdjustment: {
      promotionId: 'ship99',
      kind: 'free-shipping' as const,
      calloutMessage: { en: 'Free shipping over $99' },
      showOn: ['cart' as const],
    },
  };
  it('charges the method price without free shipping', () => {
    expect(shippingCost(standard, { freeShipping: false })).toEqual({
      methodId: 'standard',
      basePrice: 895,
      discount: 0,
      amount: 895,
    });
  });
  it('makes Standard free with a free-shipping promotion', () => {
    expect(shippingCost(standard, free)).toEqual({
      methodId: 'standard',
      basePrice: 895,
      discount: 895,
      amount: 0,
      promotionId: 'ship99',
    });
  });
  it('keeps Express at its full price even with free shipping', () => {
    expect(shippingCost(express, free)).toEqual({ methodId: 'express', basePrice: 1995, discount: 0, amount: 1995 });
  });
});
