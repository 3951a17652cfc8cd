/**
 * The address of the page a loader answers for. A client-side navigation's data request (React
 * Router's single fetch) asks for `/t/trail-guide.data?_routes=…`, `/fr-CA.data` for `/fr-CA`, and
 * `/_root.data` or `/…/_.data` for paths ending in a slash: the pages are `/t/trail-guide`, `/fr-CA`,
 * `/` and `/…/`. Whatever routes by the path (the locale, content pages, the catch-all's URL
 * mapping, sign-in return addresses) reads it here, so a navigation finds what a first load finds.
 */
export function withoutDataSuffix(url: URL): URL {
  const page = new URL(url);
  const { pathname } = page;
  if (pathname === '/_root.data') page.pathname = '/';
  else if (pathname.endsWith('/_.data')) page.pathname = pathname.slice(0, -'_.data'.length);
  else if (pathname.endsWith('.data')) page.pathname = pathname.slice(0, -'.data'.length);
  else return page;
  page.searchParams.delete('_routes');
  return page;
}

/** The page's address for a loader's request (see withoutDataSuffix). */
export const pageUrl = (request: Request): URL => withoutDataSuffix(new URL(request.url));
