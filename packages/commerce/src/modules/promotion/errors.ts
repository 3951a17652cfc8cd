import { DomainError } from '../../http/errors.js';
import type { CouponRejected } from './coupons.js';

/**
 * A coupon code the bag cannot take, from validateCoupon(): the message is the one to show;
 * details carry the machine-readable cause (error, reason, shortBy in minor units).
 */
export class InvalidCouponError extends DomainError {
  constructor(readonly rejection: CouponRejected) {
    super('invalid_coupon', rejection.message, rejection.error === 'already-applied' ? 409 : 400, {
      error: rejection.error,
      ...(rejection.reason ? { reason: rejection.reason } : {}),
      ...(rejection.shortBy !== undefined ? { shortBy: rejection.shortBy } : {}),
    });
  }
}
