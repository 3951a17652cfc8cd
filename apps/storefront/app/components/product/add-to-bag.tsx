import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFetcher } from 'react-router';
import type { AddToBagResult } from '~/lib/bag/add-to-bag.server';
import { pushDataLayer } from '~/lib/personalisation/data-layer';
import { addToCartEvent } from '~/lib/personalisation/ecommerce-events';
import { Alert } from '../ui/alert';

// The dialog loads with the first add: product pages ship only the button.
const AddedToBagDialog = lazy(() => import('../bag/added-to-bag-dialog'));

/**
 * The Add to Bag button: posts to the product page's action (a plain form without JavaScript),
 * then opens the Added to bag dialog, or says why the engine refused (stock, quantity).
 */
export function AddToBag({
  productId,
  quantity,
  disabled,
  bundle = false,
}: {
  /** The chosen variant, item or bundle; undefined until every option is chosen. */
  productId: string | undefined;
  quantity: number;
  disabled: boolean;
  /** A bundle: the dialog shows its total (price × quantity) rather than the unit price. */
  bundle?: boolean;
}) {
  const fetcher = useFetcher<AddToBagResult>();
  const [shown, setShown] = useState<AddToBagResult | undefined>();
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    setShown(fetcher.data);
    if (fetcher.data.ok) {
      const event = addToCartEvent(fetcher.data.basket, fetcher.data.productId, fetcher.data.quantity);
      if (event) pushDataLayer(event);
    }
  }, [fetcher.state, fetcher.data]);
  const close = useCallback(() => setShown(undefined), []);
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="add-to-bag" />
      <input type="hidden" name="productId" value={productId ?? ''} />
      <input type="hidden" name="quantity" value={quantity} />
      <button
        type="submit"
        disabled={disabled || !productId || busy}
        aria-describedby={!productId ? 'add-to-bag-hint' : undefined}
        className="rounded bg-brand px-6 py-3 font-semibold text-white disabled:opacity-50"
      >
        {busy ? (
          <FormattedMessage id="product.adding_to_bag" defaultMessage="Adding…" />
        ) : (
          <FormattedMessage id="product.add_to_bag" defaultMessage="Add to Bag" />
        )}
      </button>
      {!productId ? (
        <p id="add-to-bag-hint" className="text-sm text-neutral-700">
          <FormattedMessage id="product.select_options" defaultMessage="Please select all options." />
        </p>
      ) : null}
      {shown && !shown.ok ? <Alert status="error">{shown.message}</Alert> : null}
      {shown?.ok ? (
        <Suspense fallback={null}>
          <AddedToBagDialog
            basket={shown.basket}
            productId={shown.productId}
            quantity={shown.quantity}
            bundle={bundle}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </fetcher.Form>
  );
}
