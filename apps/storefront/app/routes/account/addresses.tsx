/** Rendered only for registered customers; the account layout sends guests to log in. */
export default function AccountAddresses() {
  return null;
}
