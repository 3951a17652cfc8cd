import { Suspense } from 'react';
import { serverReadyLazy } from '~/lib/hydration/server-ready-lazy';
import { data } from 'react-router';
import { catchAllHeaders, underForeignSegment } from '~/lib/content/catch-all.server';
import { loadPageContent, pageLoaderData } from '~/lib/content/page-content.server';
import { publicOrigin } from '~/lib/http/origin.server';
import { contentMeta } from '~/lib/seo/content-seo';
import type { Route } from './+types/home';
import { loadHomeFallback } from './content-pages/home-fallback.server';
import { localeLayoutMeta } from './content-pages/locale-layout-meta';
import { PageBlocks } from './content-pages/page-blocks';

/** The shop's own home: its code loads only when the content service has no home to give. */
const HomeFallback = serverReadyLazy(() => import('./content-pages/home-fallback').then((m) => m.HomeFallback));

const HOME_DESCRIPTION = 'Outdoor apparel, footwear and accessories from Ridgeline.';

/**
 * Home (`/`, `/home`): the content service's `home` page, its personalised slots chosen on the
 * server for the shopper's groups. Without it (none published, the service down) the shop's own
 * home of tiles and new arrivals, which follows the visitor's web id (recommendations) and so is
 * never kept in the shared page cache.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (underForeignSegment(params)) return data({ kind: 'none' as const });
  const answer = await loadPageContent(request, context, 'home');
  if (answer.outcome === 'found') {
    return data(
      { kind: 'content' as const, ...pageLoaderData(answer.page, publicOrigin(request)), groups: answer.groups },
      { headers: answer.headers },
    );
  }
  const fallback = await loadHomeFallback(request, context);
  answer.headers.set('cache-control', 'private, no-cache');
  return data({ kind: 'fallback' as const, fallback, groups: answer.groups }, { headers: answer.headers });
}

/** The fallback's `private`, or the locale layout's refresh-page headers under a segment that is no locale. */
export const headers: Route.HeadersFunction = catchAllHeaders;

export const meta: Route.MetaFunction = (args) => {
  const { data, matches, location } = args;
  if (data?.kind === 'none') return localeLayoutMeta(args) ?? [];
  const origin = (matches.find((m) => m?.id === 'root')?.data as { origin?: string } | undefined)?.origin ?? '';
  const seo = data?.kind === 'content' ? data.seo : {};
  return contentMeta(seo, { description: HOME_DESCRIPTION, origin, url: origin + location.pathname });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'none') return null;
  if (loaderData.kind === 'fallback') {
    return (
      <Suspense fallback={null}>
        <HomeFallback data={loaderData.fallback} />
      </Suspense>
    );
  }
  // The banners carry the visible headlines; the page still has one h1, its title (or the shop's name).
  return <PageBlocks content={loaderData} title={loaderData.seo.title ?? 'Ridgeline'} titleHidden />;
}
