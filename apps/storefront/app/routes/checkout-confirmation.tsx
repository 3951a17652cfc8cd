import { data } from 'react-router';

/** A confirmation is shown only to the shopper who placed that order; no order is yours yet. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function CheckoutConfirmation() {
  return null;
}
