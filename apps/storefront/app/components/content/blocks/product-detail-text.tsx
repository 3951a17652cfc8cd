import type { ProductDetailText as ProductDetailTextFields } from '@ridgeline/sdk';
import { Markdown } from '../markdown';
import type { Delivered } from './delivered';

/** Text block for product pages (a fit note, a care story): markdown, rendered without HTML. */
export function ProductDetailText({ block }: { block: Delivered<ProductDetailTextFields> }) {
  if (!block.body) return null;
  return (
    <section className="my-6 space-y-3 leading-relaxed text-neutral-800">
      {block.headline ? <h2 className="text-xl font-bold text-ink">{block.headline}</h2> : null}
      <Markdown source={block.body} headingLevel={3} />
    </section>
  );
}
