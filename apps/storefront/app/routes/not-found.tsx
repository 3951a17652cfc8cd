import { data } from 'react-router';
import { NotFound } from '~/components/layout/not-found';
import { catchAllHeaders, catchAllLoader, underForeignSegment } from '~/lib/content/catch-all.server';
import { metaTitle } from '~/lib/seo/meta';
import type { Route } from './+types/not-found';
import { CatchAllPage, catchAllMeta, localeLayoutMeta } from './content-pages/catch-all-page';

/**
 * Every path no page route claims (`*`): the hybrid routing of spec 1 §2 (lib/content/catch-all.server.ts:
 * a mapped URL redirects to where it lives now or renders its content page here, anything else is
 * the not-found page with 404; decisions 011 and 046). /page-not-found itself is only shown.
 * Under a first segment that is no locale the locale layout decides, so this answers nothing.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!('*' in params)) throw data(null, { status: 404 });
  if (underForeignSegment(params)) return null;
  return catchAllLoader(request, context);
}

export const headers: Route.HeadersFunction = catchAllHeaders;

export const meta: Route.MetaFunction = (args) =>
  catchAllMeta(args.data, args) ??
  localeLayoutMeta(args) ?? [
    { title: metaTitle(args.matches, { id: 'not_found.page_title', defaultMessage: 'Page not found' }) },
  ];

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return loaderData ? <CatchAllPage data={loaderData} /> : <NotFound />;
}
