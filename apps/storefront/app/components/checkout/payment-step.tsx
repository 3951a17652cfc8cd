import type { Basket } from '@ridgeline/sdk';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AddressForm, prefixedFields } from '~/lib/forms/address';
import { formatCardNumber, formatExpiry, PlaceOrderForm } from '~/lib/forms/checkout';
import { fieldErrorsOf } from '~/lib/forms/field-messages';
import { formatPrice } from '~/lib/i18n/format';
import { useSiteContext } from '~/lib/site/site';
import { TextField } from '../ui/text-field';
import { AddressFields } from './address-fields';
import { StepAlert, StepSubmit } from './checkout-step';
import { useStepForm } from './use-step-form';

const validate = (values: Record<string, FormDataEntryValue>) => {
  const form = PlaceOrderForm.safeParse(values);
  const billing = values.billingSameAsShipping ? undefined : AddressForm.safeParse(prefixedFields(values, 'billing_'));
  return {
    ...(form.success ? {} : fieldErrorsOf(form.error.issues)),
    ...(billing && !billing.success ? fieldErrorsOf(billing.error.issues, 'billing_') : {}),
  };
};

/**
 * Card, billing address and the button that places the order. The card goes straight to the
 * payment call and is never stored; the total shown here is sent along, and the engine charges
 * nothing if the bag's total has changed since.
 */
export function PaymentStep({ basket, testPayments }: { basket: Basket; testPayments: boolean }) {
  const intl = useIntl();
  const { locale } = useSiteContext();
  const { fetcher, formProps, errorOf, formError, busy } = useStepForm('place-order', validate);
  const [sameAsShipping, setSameAsShipping] = useState(true);
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  return (
    <fetcher.Form {...formProps}>
      <input type="hidden" name="intent" value="place-order" />
      <input type="hidden" name="expectedTotal" value={basket.orderTotal} />
      {testPayments ? (
        <p className="mb-4 rounded bg-theme px-4 py-3 text-sm">
          <FormattedMessage
            id="checkout.test_payments"
            defaultMessage="Test payments: use card 4242 4242 4242 4242 with any future expiry date and any 3-digit security code. No money is taken."
          />
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={intl.formatMessage({ id: 'checkout.card_number', defaultMessage: 'Card Number' })}
          name="cardNumber"
          value={cardNumber}
          onChange={(e) => setCardNumber(formatCardNumber(e.target.value))}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          error={errorOf('cardNumber')}
          required
        />
        <TextField
          className="sm:col-span-2"
          label={intl.formatMessage({ id: 'checkout.card_name', defaultMessage: 'Name on Card' })}
          name="cardName"
          autoComplete="cc-name"
          maxLength={100}
          error={errorOf('cardName')}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'checkout.expiry', defaultMessage: 'Expiry Date (MM/YY)' })}
          name="expiry"
          value={expiry}
          onChange={(e) => setExpiry(formatExpiry(e.target.value))}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          error={errorOf('expiry')}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'checkout.cvc', defaultMessage: 'Security Code' })}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={errorOf('cvc')}
          required
        />
      </div>
      <label className="mt-5 flex items-center gap-2">
        <input
          type="checkbox"
          name="billingSameAsShipping"
          checked={sameAsShipping}
          onChange={(e) => setSameAsShipping(e.target.checked)}
        />
        <FormattedMessage
          id="checkout.billing_same"
          defaultMessage="Billing address is the same as the shipping address"
        />
      </label>
      {sameAsShipping ? null : (
        <fieldset className="mt-4">
          <legend className="mb-3 font-semibold">
            <FormattedMessage id="checkout.billing_address" defaultMessage="Billing Address" />
          </legend>
          <AddressFields prefix="billing_" initial={basket.billingAddress} errorOf={errorOf} />
        </fieldset>
      )}
      <StepAlert message={formError} />
      <p className="mt-6 text-lg font-bold">
        <FormattedMessage
          id="checkout.order_total"
          defaultMessage="Order Total: {total}"
          values={{ total: formatPrice(basket.orderTotal, locale.id) }}
        />
      </p>
      <StepSubmit busy={busy}>
        {busy ? (
          <FormattedMessage id="checkout.placing_order" defaultMessage="Placing Order…" />
        ) : (
          <FormattedMessage id="checkout.place_order" defaultMessage="Place Order" />
        )}
      </StepSubmit>
    </fetcher.Form>
  );
}
