import type { Product } from '@ridgeline/sdk';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { isValueAvailable, type Selection } from './variant-selection';

/**
 * Colour and size swatches as links (they work without JavaScript and keep the choice in the URL).
 * States: selected (aria-current), disabled (crossed out, still reachable to see the colour).
 */
export function Swatches({ product, selection }: { product: Product; selection: Selection }) {
  const intl = useIntl();
  const location = useLocation();
  const hrefWith = (attribute: string, value: string) => {
    const params = new URLSearchParams(location.search);
    params.set(attribute, value);
    return `${location.pathname}?${params}`;
  };
  return (
    <div className="flex flex-col gap-5">
      {product.variationAttributes.map((attribute) => {
        const chosen = attribute.values.find((v) => v.value === selection[attribute.id]);
        return (
          <fieldset key={attribute.id}>
            <legend className="mb-2 text-sm font-semibold">
              {attribute.name}
              {chosen ? <span className="font-normal">: {chosen.name}</span> : null}
            </legend>
            <ul className="flex flex-wrap gap-2">
              {attribute.values.map((value) => {
                const selected = value.value === selection[attribute.id];
                const available = isValueAvailable(product, attribute.id, value.value, selection);
                const base =
                  attribute.id === 'color'
                    ? 'block size-10 rounded-full border p-0.5'
                    : 'block min-w-12 rounded border px-3 py-2 text-center text-sm';
                return (
                  <li key={value.value}>
                    <Link
                      to={hrefWith(attribute.id, value.value)}
                      replace
                      preventScrollReset
                      aria-current={selected ? 'true' : undefined}
                      aria-label={
                        available
                          ? value.name
                          : intl.formatMessage(
                              { id: 'product.swatch.unavailable', defaultMessage: '{name} (unavailable)' },
                              { name: value.name },
                            )
                      }
                      data-available={available}
                      className={`${base} relative ${selected ? 'border-ink ring-2 ring-ink' : 'border-neutral-400'} ${available ? '' : 'text-neutral-500 line-through opacity-60'}`}
                    >
                      {attribute.id === 'color' && value.swatch ? (
                        <img src={value.swatch.link} alt="" width={36} height={36} className="size-full rounded-full" />
                      ) : (
                        value.name
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
