import { TWO_STEP_SIGNUP_MIN_WIDTH } from '@ridgeline/config';
import { lazy, Suspense, useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import type { Signup } from './newsletter-requests';

// Neither overlay is part of the page's first download: each loads when it is first needed.
const NewsletterDrawer = lazy(() => import('./newsletter-drawer').then((m) => ({ default: m.NewsletterDrawer })));
const TwoStepSignup = lazy(() => import('./two-step-signup').then((m) => ({ default: m.TwoStepSignup })));

export type TwoStepLink = { title: string; subtitle?: string | undefined };

/**
 * The two-step sign-up's state (spec 3 §2.6): the footer's email field and the marketing link's
 * modal both end in the confirmation drawer. `overlays` renders whichever has been opened.
 */
export function useNewsletterSignup({
  action,
  email,
  twoStep,
  openTwoStep: openAtOnce = false,
}: {
  action: string | undefined;
  email?: string | undefined;
  twoStep?: TwoStepLink | undefined;
  /** Open the two-step modal at once (its link was followed before the footer came to life). */
  openTwoStep?: boolean | undefined;
}) {
  const [signup, setSignup] = useState<Signup>();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [modal, setModal] = useState<'unused' | 'open' | 'closed'>(openAtOnce && twoStep ? 'open' : 'unused');
  const subscribed = useCallback((next: Signup) => {
    setModal((state) => (state === 'unused' ? state : 'closed'));
    setSignup(next);
    setDrawerOpen(true);
  }, []);
  /**
   * The marketing link's click: from 760 px up it opens the modal instead of following the link
   * (spec 3 §9); narrower windows, a modified click or no sign-up route follow the link.
   */
  const openTwoStep = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!action || !twoStep || window.innerWidth < TWO_STEP_SIGNUP_MIN_WIDTH) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      setModal('open');
    },
    [action, twoStep],
  );
  const overlays: ReactNode = action ? (
    <Suspense fallback={null}>
      {twoStep && modal !== 'unused' ? (
        <TwoStepSignup
          open={modal === 'open'}
          onClose={() => setModal('closed')}
          title={twoStep.title}
          subtitle={twoStep.subtitle}
          action={action}
          email={email}
          onSubscribed={subscribed}
        />
      ) : null}
      {signup ? (
        <NewsletterDrawer signup={signup} action={action} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      ) : null}
    </Suspense>
  ) : null;
  return { subscribed, openTwoStep, overlays };
}
