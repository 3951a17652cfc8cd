import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { PASSWORDLESS_LOGIN_LANDING_PATH, RESET_PASSWORD_LANDING_PATH, SOCIAL_CALLBACK_PATH } from './lib/urls/paths';

/**
 * The spec's route table (spec 1 §2), top to bottom. Every page exists twice: without a locale
 * (the default locale, en-US) and under `/:locale` (en-CA, fr-CA). The unprefixed table comes
 * first so that on equal rank `/t/search` is a content page, not the search page of locale "t".
 */
function pages(prefix: string): RouteConfigEntry[] {
  const id = (name: string) => `${prefix}${name}`;
  const page = (path: string, file: string, name: string) => route(path, file, { id: id(name) });
  return [
    index('routes/home.tsx', { id: id('home') }),
    page('home', 'routes/home.tsx', 'home-alias'),
    page('login', 'routes/login.tsx', 'login'),
    page('registration', 'routes/registration.tsx', 'registration'),
    page('reset-password', 'routes/reset-password.tsx', 'reset-password'),
    page(RESET_PASSWORD_LANDING_PATH.slice(1), 'routes/reset-password-landing.tsx', 'reset-password-landing'),
    page('reset-password-callback', 'routes/reset-password-landing.tsx', 'reset-password-callback'),
    page(PASSWORDLESS_LOGIN_LANDING_PATH.slice(1), 'routes/passwordless-landing.tsx', 'passwordless-landing'),
    // The account drawer's and account page's Log out post here.
    page('logout', 'routes/logout.ts', 'logout'),
    route('account', 'routes/account/layout.tsx', { id: id('account') }, [
      index('routes/account/profile.tsx', { id: id('account-profile') }),
      page('wishlist', 'routes/account/wishlist.tsx', 'account-wishlist'),
      page('orders', 'routes/account/orders.tsx', 'account-orders'),
      page('orders/:orderNo', 'routes/account/order.tsx', 'account-order'),
      page('addresses', 'routes/account/addresses.tsx', 'account-addresses'),
    ]),
    page('cart', 'routes/cart.tsx', 'cart'),
    page('checkout', 'routes/checkout.tsx', 'checkout'),
    page('checkout/confirmation/:orderNo', 'routes/checkout-confirmation.tsx', 'checkout-confirmation'),
    page('callback', 'routes/callback.tsx', 'callback'),
    page(SOCIAL_CALLBACK_PATH.slice(1), 'routes/social-callback.tsx', 'social-callback'),
    // The Apple and Google buttons post here; it sends the shopper on to the identity provider.
    page('social-login', 'routes/social-login.ts', 'social-login'),
    page('product/:productId', 'routes/product.tsx', 'product'),
    page('p/:slug', 'routes/product.tsx', 'product-slug'),
    page('search', 'routes/search.tsx', 'search'),
    page('category/:categoryId', 'routes/category.tsx', 'category'),
    page('c/:slug', 'routes/category.tsx', 'category-slug'),
    page('c/:slug/*', 'routes/category.tsx', 'category-slug-path'),
    // Quick search's content suggestions link here (spec 2 §2); the page itself lives at /t/{id}.
    page('content/:contentId', 'routes/content-link.ts', 'content-link'),
    // The checkout footer's Site Map (spec 3 §2.5), before the content pages' /t/{id}.
    page('t/site-map', 'routes/site-map.tsx', 'site-map'),
    page('t/:slug', 'routes/content.tsx', 'content'),
    page('t/:slug/*', 'routes/content.tsx', 'content-path'),
    page('pfg/*', 'routes/content.tsx', 'content-pfg'),
    page('disney/*', 'routes/content.tsx', 'content-disney'),
    page('omni-max/*', 'routes/content.tsx', 'content-omni-max'),
    page('store-locator', 'routes/store-locator.tsx', 'store-locator'),
    page('membership', 'routes/membership.tsx', 'membership'),
    page('international', 'routes/international.tsx', 'international'),
    // Staff sign-in and sign-out (decision 047): the session in an httpOnly cookie, for preview and visualisation.
    page('staff/login', 'routes/staff-login.tsx', 'staff-login'),
    page('staff/logout', 'routes/staff-logout.ts', 'staff-logout'),
    page('visualization/:hubname/:contentId', 'routes/visualization.tsx', 'visualization'),
    page('contampviz/:hubname/:contentId', 'routes/visualization.tsx', 'contampviz'),
    // A shared preview link (issue 24): keeps its token, then shows its path in the preview environment.
    page('preview/:token', 'routes/preview-link.tsx', 'preview-link'),
    page('monetate-example-1', 'routes/monetate-example.tsx', 'monetate-example-1'),
    page('monetate-example-2', 'routes/monetate-example.tsx', 'monetate-example-2'),
    // An e-mail's unsubscribe link (decision 050): a confirm step on GET; the button's or a mail client's POST unsubscribes.
    page('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx', 'newsletter-unsubscribe'),
    page('page-not-found', 'routes/not-found.tsx', 'page-not-found'),
    page('*', 'routes/not-found.tsx', 'not-found'),
  ];
}

export default [
  route('client-ip', 'routes/resources/client-ip.ts'),
  route('search-suggestions', 'routes/resources/search-suggestions.ts'),
  // The wishlist hearts: saved ids (GET) and the toggle (POST).
  route('wishlist-state', 'routes/resources/wishlist-state.ts'),
  // The loyalty tracker's status (GET, cached 5 minutes) and the legacy data layer's customer groups.
  route('loyalty-status', 'routes/resources/loyalty-status.ts'),
  // The country selector's details for this visitor (spec 3 §7 Country verify), asked after the page loads.
  route('country-verify', 'routes/resources/country-verify.ts'),
  route('on/demandware.store/:site/:locale/Dtm-UserSpecificDataLayer', 'routes/resources/data-layer.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('sitemap.xml', 'routes/seo/sitemap-index.ts'),
  route('sitemaps/:locale/:file', 'routes/seo/sitemap.ts'),
  route('set-one-trust-cookie', 'routes/resources/set-one-trust-cookie.ts'),
  // The consent banner's and dialog's choices, recorded in the engine (decision 053).
  route('consent', 'routes/resources/consent.ts'),
  // The Storefront Toolkit's context: read by its drawer (GET), saved and reset (POST).
  route('storefront-toolkit', 'routes/resources/storefront-toolkit.ts'),
  // The preview toolbar's staff tools: the hub name for Visualisation, and shared preview links.
  route('preview-tools', 'routes/resources/preview-tools.ts'),
  // The newsletter: the sign-up (POST) and its detail update (PATCH), from the footer and the two-step modal.
  route('newsletter', 'routes/resources/newsletter.ts'),
  // The decision service for the page shown: the weather widget's, pick-up and exit modals' actions.
  route('targeting', 'routes/resources/targeting.ts'),
  // The visualisation's live updates (server-sent events): a message each time the item shown changes.
  route('visualization-events/:contentId', 'routes/resources/visualization-events.ts'),
  // Spec 1 §7: the legacy reset dialog endpoint, served on this origin (decision 021).
  route(
    'on/demandware.store/:sitesSegment/:localeSegment/Account-PasswordResetDialogForm',
    'routes/resources/legacy-password-reset.ts',
  ),
  // Development only (404 in production), so outside the locale prefixes: the engine's outbox.
  route('dev/mailbox', 'routes/dev/mailbox.tsx'),
  route('dev/mailbox/:id', 'routes/dev/mailbox-message.tsx'),
  ...pages(''),
  route(':locale', 'routes/locale.tsx', { id: 'locale' }, pages('locale/')),
] satisfies RouteConfig;
