import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ContactForm } from '~/lib/forms/checkout';
import { fieldErrorsOf } from '~/lib/forms/field-messages';
import { useLocalizedPath } from '~/lib/site/site';
import { TextField } from '../ui/text-field';
import { StepAlert, StepSubmit } from './checkout-step';
import { useStepForm } from './use-step-form';

const validate = (values: Record<string, FormDataEntryValue>) => {
  const parsed = ContactForm.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

/** The e-mail the order confirmation goes to; members are offered to sign in instead. */
export function ContactStep({ email, onDone }: { email?: string; onDone: () => void }) {
  const intl = useIntl();
  const to = useLocalizedPath();
  const { fetcher, formProps, errorOf, formError, busy } = useStepForm('contact', validate, onDone);
  return (
    <fetcher.Form {...formProps}>
      <input type="hidden" name="intent" value="contact" />
      <TextField
        label={intl.formatMessage({ id: 'checkout.email', defaultMessage: 'Email' })}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={50}
        defaultValue={email}
        error={errorOf('email')}
        hint={<FormattedMessage id="checkout.email_hint" defaultMessage="We will send your order confirmation here." />}
        required
      />
      <p className="mt-3 text-sm">
        <FormattedMessage id="checkout.have_account" defaultMessage="Already have an account?" />{' '}
        <Link to={to('/login?returnUrl=%2Fcheckout')} className="font-semibold underline underline-offset-2">
          <FormattedMessage id="checkout.sign_in" defaultMessage="Sign In" />
        </Link>
      </p>
      <StepAlert message={formError} />
      <StepSubmit busy={busy}>
        <FormattedMessage id="checkout.continue_to_shipping" defaultMessage="Continue to Shipping Address" />
      </StepSubmit>
    </fetcher.Form>
  );
}
