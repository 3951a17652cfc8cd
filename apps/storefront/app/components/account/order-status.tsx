import { defineMessages, useIntl } from 'react-intl';

const m = defineMessages({
  created: { id: 'orders.status.created', defaultMessage: 'Payment pending' },
  placed: { id: 'orders.status.placed', defaultMessage: 'Placed' },
  cancelled: { id: 'orders.status.cancelled', defaultMessage: 'Cancelled' },
  failed: { id: 'orders.status.failed', defaultMessage: 'Not paid' },
});

/** An order's status in the customer's words. */
export function OrderStatus({ status }: { status: 'created' | 'placed' | 'cancelled' | 'failed' }) {
  const intl = useIntl();
  return <>{intl.formatMessage(m[status])}</>;
}
