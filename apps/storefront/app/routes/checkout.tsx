import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OrderSummary } from '~/components/bag/order-summary';
import { AddressSummary } from '~/components/checkout/address-summary';
import { CheckoutItems } from '~/components/checkout/checkout-items';
import { CheckoutStepSection, type StepState } from '~/components/checkout/checkout-step';
import { ContactStep } from '~/components/checkout/contact-step';
import { PaymentStep } from '~/components/checkout/payment-step';
import { ShippingAddressStep } from '~/components/checkout/shipping-address-step';
import { ShippingMethodStep, ShippingPrice } from '~/components/checkout/shipping-method-step';
import { checkoutAction, loadCheckout, type CheckoutStep } from '~/lib/checkout/checkout.server';
import { useCheckoutEvents } from '~/lib/personalisation/checkout-events';
import { legacyRedirectWhenOff } from '~/lib/http/legacy-redirect.server';
import { metaTitle } from '~/lib/seo/meta';
import type { Route } from './+types/checkout';

/** The steps in order, as checkout.server's CHECKOUT_STEPS (a server module): their numbers for checkoutStep. */
const STEP_ORDER: readonly CheckoutStep[] = ['contact', 'shipping-address', 'shipping-method', 'payment'];

/** Checkout pages swap in the reduced header and footer (spec 1 §2). */
export const handle = { layout: 'checkout' };

export async function loader({ request, context }: Route.LoaderArgs) {
  legacyRedirectWhenOff(request, context, 'checkout');
  return {
    ...(await loadCheckout(request, context)),
    testPayments: (process.env.PAYMENT_PROVIDER ?? 'test') === 'test',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'checkout.title', defaultMessage: 'Checkout' }) },
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { basket, step, shippingMethods, testPayments } = loaderData;
  const [editing, setEditing] = useState<CheckoutStep | undefined>();
  const open = editing ?? step;
  // begin_checkout and beginCheckout, then each step as it opens (decision 053).
  useCheckoutEvents(basket, open, STEP_ORDER);
  const shipment = basket.shipments[0];
  const done: Record<CheckoutStep, boolean> = {
    contact: Boolean(basket.customerInfo.email),
    'shipping-address': Boolean(shipment?.shippingAddress),
    'shipping-method': Boolean(shipment?.shippingMethod),
    payment: false,
  };
  const stateOf = (s: CheckoutStep): StepState => (s === open ? 'open' : done[s] ? 'done' : 'upcoming');
  const closeEditing = () => setEditing(undefined);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">
        <FormattedMessage id="checkout.title" defaultMessage="Checkout" />
      </h1>
      <div className="mt-4 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div>
          <CheckoutStepSection
            id="step-contact"
            number={1}
            title={intl.formatMessage({ id: 'checkout.contact_info', defaultMessage: 'Contact Info' })}
            state={stateOf('contact')}
            summary={basket.customerInfo.email}
            onEdit={() => setEditing('contact')}
          >
            <ContactStep email={basket.customerInfo.email} onDone={closeEditing} />
          </CheckoutStepSection>
          <CheckoutStepSection
            id="step-shipping-address"
            number={2}
            title={intl.formatMessage({ id: 'checkout.shipping_address', defaultMessage: 'Shipping Address' })}
            state={stateOf('shipping-address')}
            summary={shipment?.shippingAddress ? <AddressSummary address={shipment.shippingAddress} /> : undefined}
            onEdit={() => setEditing('shipping-address')}
          >
            {/* The engine prices standard shipping by default; the shopper still sees the choice next. */}
            <ShippingAddressStep address={shipment?.shippingAddress} onDone={() => setEditing('shipping-method')} />
          </CheckoutStepSection>
          <CheckoutStepSection
            id="step-shipping-method"
            number={3}
            title={intl.formatMessage({ id: 'checkout.shipping_method', defaultMessage: 'Shipping Method' })}
            state={stateOf('shipping-method')}
            summary={
              shipment?.shippingMethod ? (
                <p>
                  {shipment.shippingMethod.name} — <ShippingPrice price={shipment.shippingMethod.price} />
                </p>
              ) : undefined
            }
            onEdit={() => setEditing('shipping-method')}
          >
            <ShippingMethodStep methods={shippingMethods} chosen={shipment?.shippingMethod?.id} onDone={closeEditing} />
          </CheckoutStepSection>
          <CheckoutStepSection
            id="step-payment"
            number={4}
            title={intl.formatMessage({ id: 'checkout.payment', defaultMessage: 'Payment' })}
            state={stateOf('payment')}
          >
            <PaymentStep basket={basket} testPayments={testPayments} />
          </CheckoutStepSection>
        </div>
        <div className="space-y-6">
          <OrderSummary basket={basket} />
          <CheckoutItems basket={basket} />
        </div>
      </div>
    </div>
  );
}
