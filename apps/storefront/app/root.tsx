import { lazy, Suspense, type ReactNode } from 'react';
import {
  data as withHeaders,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useRouteError,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { ContentFooter, type ContentFooterProps } from './components/content/footer/content-footer';
import { loadPageContent } from './lib/content/page-content.server';
import { Header } from './components/layout/header';
import { HoldEarlyInput, PageScripts } from './components/layout/page-scripts';
import { useScrollToTopOnNavigation } from './components/layout/use-scroll-to-top';
import { ToastProvider } from './components/ui/toaster';
import { I18nProvider } from './lib/i18n/i18n';
import { loadMessages } from './lib/i18n/messages.server';
import { isDataRequest, messagesFor, PageMessages, rememberMessages } from './lib/i18n/page-messages';
import { publicOrigin } from './lib/http/origin.server';
import { HeadLinks } from './components/seo/head-links';
import { AccountModalProvider } from './components/account/account-modal';
import { currentCustomer } from './lib/account/auth.server';
import { bagCount } from './lib/bag/bag-count.server';
import { siteContextFromUrl } from './lib/site/site';
import { toMenuCategory } from './lib/site/menu';
import { isUnavailable } from './lib/http/unavailable';
import { toolkitPolicy } from './lib/toolkit/toolkit.server';
import { hasStaffSession } from './lib/toolkit/toolkit-access.server';
import { AuthorPreviewContext } from './components/content/author-preview-context';
import { ToolkitLauncher } from './components/toolkit/toolkit-launcher';
import { CountrySelectorLauncher } from './components/country/country-selector-launcher';
import { TargetingStarter } from './components/targeting/targeting-starter';
import { serverReadyLazy } from './lib/hydration/server-ready-lazy';
import { NEWSLETTER_PATH } from './lib/urls/paths';
import { ConsentManager } from './components/consent/consent-manager';
import { usePageViews } from './lib/personalisation/page-views';
import { recsClientIdFromEnv } from './lib/personalisation/recommendations.server';
// Never lazy: they must show when nothing more can be loaded (decision 052).
import { OfflineBanner } from './components/offline/offline-banner';
import { isNetworkError, PageUnlessOffline } from './components/offline/page-unless-offline';
import { OfflineScreen } from './components/offline/offline-screen';

// Pages most visits never see load on demand: the checkout's reduced header and footer, and the error pages.
/** The content preview's launcher and toolbar (vse): visitors' pages never load them. */
const PreviewLauncher = lazy(() =>
  import('./components/preview/preview-launcher').then((m) => ({ default: m.PreviewLauncher })),
);
const CheckoutHeader = lazy(() =>
  import('./components/checkout/checkout-header').then((m) => ({ default: m.CheckoutHeader })),
);
/** The shop's own footer, only when the content service has none (its code loads then). */
const ShopFooter = serverReadyLazy(() => import('./components/layout/footer').then((m) => m.Footer));
const CheckoutFooter = lazy(() =>
  import('./components/checkout/checkout-footer').then((m) => ({ default: m.CheckoutFooter })),
);
const ErrorPage = lazy(() => import('./components/layout/error-page').then((m) => ({ default: m.ErrorPage })));
const NotFound = lazy(() => import('./components/layout/not-found').then((m) => ({ default: m.NotFound })));
const UnavailablePage = lazy(() =>
  import('./components/layout/unavailable-page').then((m) => ({ default: m.UnavailablePage })),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, locale } = siteContextFromUrl(request.url);
  const [messages, menu, bag, customer, footer, authorPreview] = await Promise.all([
    loadMessages(locale.id).then((catalogue) => rememberMessages(locale.id, catalogue)),
    context.commerce.getCategory('root', { locale: locale.id, levels: 2 }).catch((error: unknown) => {
      // The shop still renders without a menu; the failure is logged for us.
      console.error('Category menu failed to load', error);
      return undefined;
    }),
    bagCount(context),
    currentCustomer(context).catch((error: unknown) => {
      // The page still renders, as for a guest; the failure is logged for us.
      context.logger.error({ msg: 'Customer failed to load', error: String(error) });
      return undefined;
    }),
    // The footer from content (spec 3 §2.5); without one the shop's own footer shows.
    loadPageContent(request, context, 'footer', { withProducts: false }),
    // Author preview (spec 3 §4.2): asked for by its parameter or cookie, shown to staff only.
    context.preview?.authorPreview ? hasStaffSession(request, context) : false,
  ]);
  // The customer-groups cookie, when the footer's personalisation asked for the groups anew.
  return withHeaders(
    {
      siteId: site.id,
      localeId: locale.id,
      origin: publicOrigin(request),
      currency: locale.preferredCurrency,
      /**
       * The locale's catalogue for a client-side navigation only: a page's HTML carries it beside
       * the loader data (`PageMessages`), where the browser reads it much faster.
       */
      messages: isDataRequest(request) ? messages : undefined,
      menu: (menu?.categories ?? []).map(toMenuCategory),
      bagCount: bag,
      /**
       * The signed-in customer's first name for the header and drawer, and their email for the
       * newsletter field (spec 3 §4.4); null for a guest.
       */
      customer: customer ? { firstName: customer.firstName, email: customer.email } : null,
      /** The content preview environment this page is seen in (vse), for the preview toolbar; null outside preview. */
      preview: context.preview?.current
        ? { ...context.preview.current, environments: [...context.preview.environments] }
        : null,
      /** Author preview mode: block overlays and personalisation match lists, for a staff session. */
      authorPreview,
      /** Whether `?__sftoolkit=on` may turn the Storefront Toolkit on (STOREFRONT_TOOLKIT is not off). */
      toolkit: toolkitPolicy() !== 'off',
      /** Which of cart and checkout are in-app; their links go to the legacy storefront otherwise. */
      features: context.features,
      /** The recommendation service's client id, for the activities the browser sends (spec 2 §7). */
      recsClientId: recsClientIdFromEnv(),
      /** The content service's footer item, or null for the shop's own footer. */
      footer: footer.outcome === 'found' ? (footer.page.item as ContentFooterProps['footer']) : null,
    },
    { headers: footer.headers },
  );
}

/** The menu and messages change only with the locale; other navigations keep them. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  const localeOf = (url: URL) => siteContextFromUrl(url.href).locale.id;
  return localeOf(currentUrl) !== localeOf(nextUrl);
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The web app manifest (decision 052): name, icons, theme colour; built by vite-plugins/offline.
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // Checkout pages swap in the reduced header and footer (spec 1 §2).
  const checkout = useMatches().some((m) => (m.handle as { layout?: string } | undefined)?.layout === 'checkout');
  return (
    <html lang={data?.localeId ?? 'en-US'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the style sheets, which would hold an inline script back until they load. */}
        <HoldEarlyInput />
        <meta name="theme-color" content="#e8e9e9" />
        <Meta />
        {data ? <HeadLinks origin={data.origin} /> : null}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        <PageMessages locale={data?.localeId ?? 'en-US'} />
        <I18nProvider
          locale={data?.localeId ?? 'en-US'}
          messages={messagesFor(data?.localeId ?? 'en-US', data?.messages)}
        >
          <ToastProvider>
            <AccountModalProvider signedIn={Boolean(data?.customer)}>
              <OfflineBanner />
              {checkout ? (
                <Suspense fallback={null}>
                  <CheckoutHeader />
                </Suspense>
              ) : (
                <Header
                  categories={data?.menu ?? []}
                  bagCount={data?.bagCount ?? 0}
                  customer={data?.customer ?? null}
                />
              )}
              <main id="main" className="flex-1">
                <AuthorPreviewContext.Provider value={Boolean(data?.authorPreview)}>
                  <PageUnlessOffline>{children}</PageUnlessOffline>
                </AuthorPreviewContext.Provider>
              </main>
              {checkout ? (
                <Suspense fallback={null}>
                  <CheckoutFooter />
                </Suspense>
              ) : data?.footer ? (
                <ContentFooter footer={data.footer} newsletterAction={NEWSLETTER_PATH} email={data.customer?.email} />
              ) : (
                <Suspense fallback={null}>
                  <ShopFooter />
                </Suspense>
              )}
              <ToolkitLauncher available={Boolean(data?.toolkit)} signedIn={Boolean(data?.customer)} />
              {/* Content preview (vse): its code only on previewed pages. */}
              {data?.preview ? (
                <Suspense fallback={null}>
                  <PreviewLauncher preview={data.preview} />
                </Suspense>
              ) : null}
              {/* The country selector (spec 3 §4.6): not in checkout, where a visitor has chosen already. */}
              {checkout ? null : <CountrySelectorLauncher localeId={data?.localeId ?? 'en-US'} />}
              {/* The targeting slots (spec 3 §4.6): the weather widget, pick-up and exit modals; not in checkout. */}
              {checkout ? null : <TargetingStarter />}
              <ConsentManager />
            </AccountModalProvider>
          </ToastProvider>
        </I18nProvider>
        <ScrollRestoration />
        <PageScripts />
      </body>
    </html>
  );
}

export default function App() {
  useScrollToTopOnNavigation();
  // Page views for the data layer on the first load and every route change (spec 1 §4).
  usePageViews();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  // The page's data or a lazy part of it could not be fetched at all: the offline message (spec 3
  // §4.7), whose Retry Connection loads the address (the worker answers it offline, decision 052).
  if (isNetworkError(error)) return <OfflineScreen onRetry={() => window.location.reload()} />;
  if (isUnavailable(error)) {
    return (
      <Suspense fallback={null}>
        <UnavailablePage />
      </Suspense>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <Suspense fallback={null}>
      <ErrorPage message={message} stack={stack} />
    </Suspense>
  );
}
