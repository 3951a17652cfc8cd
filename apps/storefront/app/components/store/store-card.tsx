import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export type StoreHit = {
  id: string;
  name: string;
  inventoryId: string;
  address1: string;
  city: string;
  stateCode: string;
  postalCode: string;
  phone: string;
  distance: number;
  distanceUnit: 'km' | 'mi';
  /** Sanitised on import (see the store module); safe to render as HTML. */
  storeHours: string;
};

export function StoreCard({ store, chosen, onChoose }: { store: StoreHit; chosen: boolean; onChoose: () => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const hoursId = useId();
  return (
    <article aria-labelledby={`store-${store.id}`} className="border-b border-neutral-200 py-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id={`store-${store.id}`} className="font-semibold">
            {store.name}
          </h3>
          <address className="not-italic text-sm text-neutral-800">
            {store.address1}
            <br />
            {store.city}, {store.stateCode} {store.postalCode}
          </address>
          <p className="text-sm">
            <FormattedMessage
              id="store.distance"
              defaultMessage="{distance} {unit} away"
              values={{
                distance: intl.formatNumber(store.distance, { maximumFractionDigits: 1 }),
                unit: store.distanceUnit,
              }}
            />
          </p>
          <p className="text-sm">
            <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} className="underline">
              {store.phone}
            </a>
          </p>
        </div>
        {chosen ? (
          <span className="rounded bg-brand px-2 py-1 text-xs font-semibold text-white">
            <FormattedMessage id="store.mine" defaultMessage="My Store" />
          </span>
        ) : (
          <button
            type="button"
            onClick={onChoose}
            className="shrink-0 rounded border border-ink px-3 py-1.5 text-sm font-semibold"
          >
            <FormattedMessage id="store.choose" defaultMessage="Set as My Store" />
            <span className="sr-only"> {store.name}</span>
          </button>
        )}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={hoursId}
        onClick={() => setOpen((o) => !o)}
        className="mt-2 text-sm font-semibold underline"
      >
        <FormattedMessage id="store.view_more" defaultMessage="View More" />
      </button>
      <div
        id={hoursId}
        hidden={!open}
        className="mt-2 text-sm [&_table]:w-full [&_td]:py-0.5 [&_th]:pr-4 [&_th]:text-left"
        dangerouslySetInnerHTML={{ __html: store.storeHours }}
      />
    </article>
  );
}
