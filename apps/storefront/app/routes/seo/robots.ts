import { publicOrigin } from '~/lib/http/origin.server';
import type { Route } from './+types/robots';

/** Crawlers may index the shop, not the shopper's own pages or the API. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const body = [
    'User-agent: *',
    'Disallow: /account',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /api/',
    'Disallow: /*/account',
    'Disallow: /*/cart',
    'Disallow: /*/checkout',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
