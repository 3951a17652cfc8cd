import type { Address } from '@ridgeline/sdk';
import { FormattedMessage } from 'react-intl';
import { AddressForm } from '~/lib/forms/address';
import { fieldErrorsOf } from '~/lib/forms/field-messages';
import { AddressFields } from './address-fields';
import { StepAlert, StepSubmit } from './checkout-step';
import { useStepForm } from './use-step-form';

const validate = (values: Record<string, FormDataEntryValue>) => {
  const parsed = AddressForm.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

export function ShippingAddressStep({ address, onDone }: { address?: Address; onDone: () => void }) {
  const { fetcher, formProps, errorOf, formError, busy } = useStepForm('shipping-address', validate, onDone);
  return (
    <fetcher.Form {...formProps}>
      <input type="hidden" name="intent" value="shipping-address" />
      <AddressFields initial={address} errorOf={errorOf} />
      <StepAlert message={formError} />
      <StepSubmit busy={busy}>
        <FormattedMessage id="checkout.continue_to_method" defaultMessage="Continue to Shipping Method" />
      </StepSubmit>
    </fetcher.Form>
  );
}
