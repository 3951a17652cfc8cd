import type { TileProduct } from '~/lib/listing/tile-product';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCompare } from './compare-provider';
import { toCompareItem } from './to-compare-item';

/** The tile's compare toggle, shown on product-list and search-result pages only. */
export function CompareCheckbox({ product, href }: { product: TileProduct; href: string }) {
  const compare = useCompare();
  const id = useId();
  const checked = compare.has(product.productId);
  return (
    <div className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          if (event.target.checked) compare.add(toCompareItem(product, href));
          else compare.remove(product.productId);
        }}
        className="size-4 accent-brand"
      />
      <label htmlFor={id}>
        <FormattedMessage id="compare.checkbox" defaultMessage="Compare" />
        <span className="sr-only"> {product.productName}</span>
      </label>
    </div>
  );
}
