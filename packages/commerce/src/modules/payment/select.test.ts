import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../logger.js';
import { createPaymentProvider, PaymentConfigError } from './select.js';

const db = {} as Database;

describe('createPaymentProvider', () => {
  it('uses the test provider by default and by name', () => {
    expect(createPaymentProvider({ db, env: {} }).name).toBe('test');
    expect(createPaymentProvider({ db, env: { PAYMENT_PROVIDER: 'test' } }).name).toBe('test');
  });

  it('fails clearly on an unknown provider', () => {
    expect(() => createPaymentProvider({ db, env: { PAYMENT_PROVIDER: 'stripe' } })).toThrow(PaymentConfigError);
    expect(() => createPaymentProvider({ db, env: { PAYMENT_PROVIDER: 'Stripe' } })).toThrow(
      "Unknown PAYMENT_PROVIDER 'Stripe'. Known providers: test (the default).",
    );
  });

  it('warns when the test provider runs in production', () => {
    const warnings: string[] = [];
    const logger: Logger = { info() {}, error() {}, warn: (f) => warnings.push(f.msg) };
    createPaymentProvider({ db, logger, env: { NODE_ENV: 'production' } });
    expect(warnings).toEqual([expect.stringContaining('no money is taken')]);
  });
});
