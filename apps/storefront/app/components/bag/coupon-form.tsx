import type { Basket } from '@ridgeline/sdk';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import type { BagActionResult } from '~/lib/bag/bag.server';

/** Promo code entry and the codes applied, each removable; the engine says why a code is refused. */
export function CouponForm({ coupons }: { coupons: Basket['couponItems'] }) {
  const intl = useIntl();
  const id = useId();
  const apply = useFetcher<BagActionResult>();
  const remove = useFetcher<BagActionResult>();
  const input = useRef<HTMLInputElement>(null);
  const error = apply.data && !apply.data.ok ? apply.data.message : undefined;
  useEffect(() => {
    if (apply.state === 'idle' && apply.data?.ok && input.current) input.current.value = '';
  }, [apply.state, apply.data]);
  return (
    <div className="space-y-3">
      <apply.Form method="post" className="flex items-end gap-2" noValidate>
        <input type="hidden" name="intent" value="add-coupon" />
        <div className="flex-1">
          <label htmlFor={`${id}-code`} className="block text-sm font-semibold">
            <FormattedMessage id="cart.promo_code" defaultMessage="Promo Code" />
          </label>
          <input
            ref={input}
            id={`${id}-code`}
            name="code"
            maxLength={64}
            autoComplete="off"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1 w-full rounded border border-neutral-500 px-3 py-2"
          />
        </div>
        <button
          type="submit"
          disabled={apply.state !== 'idle'}
          className="rounded border border-ink px-4 py-2 font-semibold disabled:opacity-50"
        >
          <FormattedMessage id="cart.apply" defaultMessage="Apply" />
        </button>
      </apply.Form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {coupons.length > 0 ? (
        <ul
          className="space-y-2"
          aria-label={intl.formatMessage({ id: 'cart.applied_codes', defaultMessage: 'Applied promo codes' })}
        >
          {coupons.map((coupon) => (
            <li
              key={coupon.code}
              className="flex items-center justify-between gap-2 rounded bg-theme px-3 py-2 text-sm"
            >
              <span>
                <span className="font-semibold">{coupon.code}</span>
                {coupon.valid ? null : <span className="block text-red-700">{coupon.statusMessage}</span>}
              </span>
              <remove.Form method="post">
                <input type="hidden" name="intent" value="remove-coupon" />
                <input type="hidden" name="code" value={coupon.code} />
                <button
                  type="submit"
                  className="underline underline-offset-2"
                  aria-label={intl.formatMessage(
                    { id: 'cart.remove_code', defaultMessage: 'Remove code {code}' },
                    { code: coupon.code },
                  )}
                >
                  <FormattedMessage id="cart.remove" defaultMessage="Remove" />
                </button>
              </remove.Form>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
