import { ContentArticle } from '~/components/content/content-article';
import { isNoSuchResource, localizedRedirect, shopperLocale } from '~/lib/loader-helpers.server';
import { pageTitle } from '~/lib/meta';
import type { Route } from './+types/content';

/**
 * Content pages (spec 3 §2.1): /t/{id} shows the engine's article or service page of that id.
 * A page with no content goes to the locale's fallback route (spec 3 §2.3), as do the content
 * paths no content lives at yet (/t/{slug}/…, /pfg/…, /disney/…, /omni-max/…).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = 'slug' in params && !('*' in params) ? params.slug : undefined;
  if (!id) throw localizedRedirect(request, '/');
  const { query } = shopperLocale(request);
  try {
    return { content: await context.commerce.getContentAsset(id, { locale: query.locale }) };
  } catch (error) {
    if (isNoSuchResource(error)) throw localizedRedirect(request, '/');
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.content.name) },
  { name: 'description', content: data?.content.description ?? '' },
];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentArticle content={loaderData.content} />;
}
