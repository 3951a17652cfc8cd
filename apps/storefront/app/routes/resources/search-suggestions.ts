import { localeConfig } from '~/lib/i18n/format';
import { shouldSearch } from '~/lib/search/quick-search';
import { loadSuggestions } from '~/lib/search/suggestions.server';
import type { Route } from './+types/search-suggestions';

/** GET /search-suggestions?q=&locale=: the quick search's suggestions, from whichever search feeds the shop. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const locale = localeConfig(url.searchParams.get('locale') ?? '');
  if (!locale || !shouldSearch(q)) {
    return Response.json(
      { error: { code: 'invalid_input', message: 'q needs 3 or more characters and locale a known locale.' } },
      { status: 400 },
    );
  }
  const { suggestions, source } = await loadSuggestions(context, {
    q,
    locale: locale.id,
    currency: locale.preferredCurrency,
  });
  // Server-Timing names the service that answered, as listings do (developer tools show it).
  return Response.json(suggestions, {
    headers: { 'cache-control': 'public, max-age=60', 'server-timing': `suggest;desc="${source}"` },
  });
}
