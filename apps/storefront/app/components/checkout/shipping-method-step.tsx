import type { ShippingMethod } from '@ridgeline/sdk';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShippingMethodForm } from '~/lib/forms/checkout';
import { fieldErrorsOf } from '~/lib/forms/field-messages';
import { formatPrice } from '~/lib/i18n/format';
import { useSiteContext } from '~/lib/site/site';
import { StepAlert, StepSubmit } from './checkout-step';
import { useStepForm } from './use-step-form';

const validate = (values: Record<string, FormDataEntryValue>) => {
  const parsed = ShippingMethodForm.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

/** A method's price, or Free when a promotion pays for it. */
export function ShippingPrice({ price }: { price: number }) {
  const { locale } = useSiteContext();
  return price === 0 ? <FormattedMessage id="cart.free" defaultMessage="Free" /> : <>{formatPrice(price, locale.id)}</>;
}

export function ShippingMethodStep({
  methods,
  chosen,
  onDone,
}: {
  methods: ShippingMethod[];
  chosen?: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { fetcher, formProps, errorOf, formError, busy } = useStepForm('shipping-method', validate, onDone);
  const error = errorOf('shippingMethodId');
  return (
    <fetcher.Form {...formProps}>
      <input type="hidden" name="intent" value="shipping-method" />
      <fieldset aria-describedby={error ? 'shipping-method-error' : undefined}>
        <legend className="sr-only">
          {intl.formatMessage({ id: 'checkout.shipping_method', defaultMessage: 'Shipping Method' })}
        </legend>
        <div className="space-y-2">
          {methods.map((method, index) => (
            <label
              key={method.id}
              className="flex cursor-pointer items-start gap-3 rounded border border-neutral-300 p-3 has-checked:border-ink"
            >
              <input
                type="radio"
                name="shippingMethodId"
                value={method.id}
                defaultChecked={chosen ? chosen === method.id : index === 0}
                className="mt-1"
              />
              <span className="flex-1">
                <span className="block font-semibold">{method.name}</span>
                <span className="block text-sm text-neutral-700">{method.description}</span>
              </span>
              <span className="font-semibold">
                <ShippingPrice price={method.price} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id="shipping-method-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <StepAlert message={formError} />
      <StepSubmit busy={busy}>
        <FormattedMessage id="checkout.continue_to_payment" defaultMessage="Continue to Payment" />
      </StepSubmit>
    </fetcher.Form>
  );
}
