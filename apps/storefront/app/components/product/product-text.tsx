import type { DeliveredItem } from '@ridgeline/sdk';
import { Suspense, type ComponentProps } from 'react';
import { serverReadyLazy } from '~/lib/hydration/server-ready-lazy';
import { StaticIsland } from '../content/static-island';

/** Its code loads only where the browser draws it itself (a client-side navigation to a product). */
const ProductDetailText = serverReadyLazy(() =>
  import('../content/blocks/product-detail-text').then((m) => m.ProductDetailText),
);

/**
 * The content service's product-detail text (delivery key `pdp-text`, markdown) under the product's
 * sections: text and links only, kept as the server drew it (static-island.tsx).
 */
export function ProductText({ block }: { block: DeliveredItem }) {
  const drawn = (
    <Suspense fallback={null}>
      <ProductDetailText block={block as ComponentProps<typeof ProductDetailText>['block']} />
    </Suspense>
  );
  return (
    <div data-content-block="product-detail-text">
      <StaticIsland name={`pdp-text:${block._meta.deliveryId ?? ''}`} render={() => drawn} fallback={drawn} />
    </div>
  );
}
