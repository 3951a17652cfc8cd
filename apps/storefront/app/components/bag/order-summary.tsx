import type { Basket } from '@ridgeline/sdk';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatPrice } from '~/lib/i18n/format';
import { useSiteContext } from '~/lib/site/site';

/** One line of a totals list (a <dl>): label and amount, the total in bold above a rule. */
export function SummaryRow({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1.5 ${strong ? 'border-t border-neutral-300 pt-3 text-base font-bold' : ''}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The bag's totals as the engine priced them; shipping and tax say when they are still to come. */
export function OrderSummary({ basket, children }: { basket: Basket; children?: ReactNode }) {
  const { locale } = useSiteContext();
  const price = (amount: number) => formatPrice(amount, locale.id);
  const later = <FormattedMessage id="cart.calculated_at_checkout" defaultMessage="Calculated at checkout" />;
  const row = (label: ReactNode, value: ReactNode, strong = false, key?: string) => (
    <SummaryRow key={key} label={label} value={value} strong={strong} />
  );
  return (
    <section aria-labelledby="summary-title" className="rounded-lg bg-theme p-5">
      <h2 id="summary-title" className="mb-3 text-lg font-bold">
        <FormattedMessage id="cart.summary" defaultMessage="Order Summary" />
      </h2>
      <dl className="text-sm">
        {row(<FormattedMessage id="cart.subtotal" defaultMessage="Subtotal" />, price(basket.productSubTotal))}
        {basket.orderPriceAdjustments.map((a) => row(a.itemText, price(a.price), false, a.promotionId))}
        {row(
          <FormattedMessage id="cart.shipping" defaultMessage="Shipping" />,
          basket.shippingTotal === undefined ? (
            later
          ) : basket.shippingTotal === 0 ? (
            <FormattedMessage id="cart.free" defaultMessage="Free" />
          ) : (
            price(basket.shippingTotal)
          ),
        )}
        {row(
          <FormattedMessage id="cart.tax" defaultMessage="Tax" />,
          basket.taxTotal === undefined ? later : price(basket.taxTotal),
        )}
        {row(<FormattedMessage id="cart.total" defaultMessage="Total" />, price(basket.orderTotal), true)}
      </dl>
      {basket.savings > 0 ? (
        <p className="mt-2 text-sm font-semibold text-sale">
          <FormattedMessage
            id="cart.savings"
            defaultMessage="You save {amount}"
            values={{ amount: price(basket.savings) }}
          />
        </p>
      ) : null}
      {children}
    </section>
  );
}
