import type { DeliveredItem } from '@ridgeline/sdk';
import { startTransition, Suspense, useRef, useState, type SyntheticEvent } from 'react';
import { TWO_STEP_SIGNUP_MIN_WIDTH } from '@ridgeline/config';
import { serverReadyLazy } from '~/lib/hydration/server-ready-lazy';
import { StaticIsland } from '../static-island';
import type { ContentFooterViewProps, FooterFields, FooterStart } from './footer-view';

const loadView = () => import('./footer-view');

/**
 * The footer's drawing code: on the server for every page; in the browser only for a footer the
 * page did not come with (another locale's, after a client-side navigation), or once the shopper
 * turns to its sign-up.
 */
const ContentFooterView = serverReadyLazy(() => loadView().then((m) => m.ContentFooterView));

export type ContentFooterProps = ContentFooterViewProps;

/** Where the sign-up's parts are in the footer's HTML (footer-email.tsx, footer-view.tsx). */
const EMAIL_FORM = '[data-newsletter-form]';
const TWO_STEP_LINK = '[data-two-step-signup]';

/**
 * The footer from content (spec 3 §2.5, §3.7), kept as the server drew it (../static-island.tsx):
 * its links navigate in the app, the location section collapses below lg with no script (a
 * `details` element), and the locale selector works through the island. A page does not download
 * the footer's code. The newsletter sign-up is drawn in that HTML too; the footer comes to life
 * (its code loaded, drawn anew in the same place) when the shopper turns to it: the email field
 * focused, the form sent, or the marketing link's two-step sign-up opened. What was typed, the
 * focus, and a form already sent carry over.
 */
export function ContentFooter(props: ContentFooterProps) {
  const [start, setStart] = useState<FooterStart>();
  const pending = useRef<FooterStart & { loading?: boolean }>({});
  const drawn = (live?: FooterStart) => (
    <Suspense fallback={null}>
      <ContentFooterView {...props} {...(live ? { start: live } : {})} />
    </Suspense>
  );
  const island = <StaticIsland name="footer" render={() => drawn()} fallback={drawn()} />;
  if (!props.newsletterAction) return island;
  if (start) return drawn(start);

  /** Loads the footer's code, then draws it live with what the shopper has done so far. */
  const goLive = (root: Element, wanted: FooterStart) => {
    const first = !pending.current.loading;
    pending.current = { ...pending.current, ...wanted, loading: true };
    if (!first) return;
    void loadView().then(() => {
      const field = root.querySelector<HTMLInputElement>(`${EMAIL_FORM} input[name="email"]`);
      const { loading: _loading, ...rest } = pending.current;
      startTransition(() =>
        setStart({
          ...rest,
          ...(field ? { email: field.value, focus: rest.focus || document.activeElement === field } : {}),
        }),
      );
    });
  };
  const inForm = (event: SyntheticEvent) => (event.target as Element).closest?.(EMAIL_FORM);
  return (
    <div
      className="contents"
      onFocusCapture={(event) => {
        if (inForm(event)) goLive(event.currentTarget, { focus: true });
      }}
      onSubmitCapture={(event) => {
        if (!inForm(event)) return;
        event.preventDefault();
        goLive(event.currentTarget, { submit: true });
      }}
      onClickCapture={(event) => {
        const link = (event.target as Element).closest?.(TWO_STEP_LINK);
        if (!link || window.innerWidth < TWO_STEP_SIGNUP_MIN_WIDTH || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        goLive(event.currentTarget, { twoStep: true });
      }}
    >
      {island}
    </div>
  );
}

/** A footer item among a page's blocks: drawn as the footer. */
export function FooterBlock({ block }: { block: DeliveredItem & FooterFields }) {
  return <ContentFooter footer={block} />;
}
