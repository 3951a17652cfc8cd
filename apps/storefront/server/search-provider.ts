import { createSearchEngineClient, type FetchLike, type SearchEngineClient } from '@ridgeline/sdk';

export const SEARCH_PROVIDERS = ['commerce', 'search-engine'] as const;

/**
 * Which service feeds category and search listings (SEARCH_PROVIDER): the commerce API's
 * product search (default), or a search-engine service (spec 2 §7) — by default this engine's
 * own `/api/search-engine`, or any compatible service at SEARCH_ENGINE_URL.
 */
export function searchEngineFromEnv(
  env: NodeJS.ProcessEnv,
  commerce: { baseUrl: string; fetch?: FetchLike },
): SearchEngineClient | undefined {
  const provider = env.SEARCH_PROVIDER || 'commerce';
  if (!(SEARCH_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`SEARCH_PROVIDER must be one of ${SEARCH_PROVIDERS.join(', ')}; it is "${provider}".`);
  }
  if (provider === 'commerce') return undefined;
  const own = !env.SEARCH_ENGINE_URL;
  return createSearchEngineClient({
    baseUrl: env.SEARCH_ENGINE_URL || `${commerce.baseUrl}/search-engine`,
    apiKey: env.SEARCH_ENGINE_API_KEY || 'ridgeline',
    siteKey: env.SEARCH_ENGINE_SITE_KEY || 'ridgeline',
    ...(own && commerce.fetch ? { fetch: commerce.fetch } : {}),
  });
}
