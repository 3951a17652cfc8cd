import type { Address } from '@ridgeline/sdk';

/** An address as it is written on a parcel. */
export function AddressSummary({ address }: { address: Address }) {
  return (
    <address className="not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.address1}
      {address.address2 ? (
        <>
          <br />
          {address.address2}
        </>
      ) : null}
      <br />
      {address.city}, {address.stateCode} {address.postalCode}
      <br />
      {address.countryCode}
      <br />
      {address.phone}
    </address>
  );
}
