import { Suspense } from 'react';
import { serverReadyLazy } from '~/lib/hydration/server-ready-lazy';
import { allStatic, containedBlocks } from '~/components/content/block-kinds';
import { StaticIsland } from '~/components/content/static-island';
import { useStoreServerCustomerGroups } from '~/lib/personalisation/customer-groups';
import type { PageContentData } from './page-blocks';

/** The blocks' renderers load only where the browser must draw or hydrate them. */
const PageBlocks = serverReadyLazy(() => import('./page-blocks').then((m) => m.PageBlocks));

/**
 * Content above another page's own (a category's landing content, spec 3 §2.1). When none of its
 * blocks does anything in the browser, as the demo's landings, it is kept as the server drew it
 * and the page downloads none of the blocks' code (the category page's JavaScript budget); a
 * landing with a carousel or a countdown hydrates with its renderers.
 */
export function LandingContent({ content }: { content: PageContentData }) {
  useStoreServerCustomerGroups(content.groups);
  const drawn = (
    <Suspense fallback={null}>
      <PageBlocks content={content} />
    </Suspense>
  );
  if (!allStatic(containedBlocks(content.item), import.meta.env.DEV)) return drawn;
  const id = content.item._meta.deliveryId ?? content.item._meta.deliveryKey ?? 'landing';
  return <StaticIsland name={`landing:${id}`} render={() => drawn} fallback={drawn} />;
}
