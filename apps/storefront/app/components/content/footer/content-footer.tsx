import type { DeliveredItem } from '@ridgeline/sdk';
import { Suspense } from 'react';
import { loadBeforeReplay } from '~/lib/hydration/code-before-replay';
import { serverReadyLazy } from '~/lib/hydration/server-ready-lazy';
import { StaticIsland } from '../static-island';
import type { ContentFooterViewProps, FooterFields } from './footer-view';

/**
 * The footer's drawing code: on the server for every page; in the browser only for a footer the
 * page did not come with (another locale's, after a client-side navigation) or one with a form or
 * dialog to hydrate.
 */
// Early input (a click on Sign Up before hydration) is replayed only once this module has come.
const ContentFooterView = serverReadyLazy(() =>
  loadBeforeReplay(import('./footer-view')).then((m) => m.ContentFooterView),
);

export type ContentFooterProps = ContentFooterViewProps;

/**
 * The footer from content (spec 3 §2.5, §3.7), kept as the server drew it (../static-island.tsx):
 * its links navigate in the app, the location section collapses below lg with no script (a
 * `details` element), and the locale selector works through the island. A page does not download
 * the footer's code. With the newsletter's route given, the subscription form and the marketing
 * link's two-step sign-up need the footer hydrated whole; their drawer and modal load on use.
 */
export function ContentFooter(props: ContentFooterProps) {
  const drawn = (
    <Suspense fallback={null}>
      <ContentFooterView {...props} />
    </Suspense>
  );
  return props.newsletterAction ? drawn : <StaticIsland name="footer" render={() => drawn} fallback={drawn} />;
}

/** A footer item among a page's blocks: drawn as the footer. */
export function FooterBlock({ block }: { block: DeliveredItem & FooterFields }) {
  return <ContentFooter footer={block} />;
}
