import type { AppConfig } from '@ridgeline/config';
import { removeSiteLocaleFromPath, stripDefaultSitePrefix } from './locale-path.js';

/**
 * Turns a catalogue-provided URL (category or product custom URL) into a bare app path, without
 * site or locale, so the caller can add the ones it links for.
 * Returns undefined for http(s) URLs on another host than the legacy storefront: those are not
 * app pages and the caller decides whether to link them as they are.
 */
export function customUrlToAppPath(
  config: AppConfig,
  candidate: string,
  section: string,
  keptSections: readonly string[],
): string | undefined {
  let value = candidate.trim();
  // Only an explicit http(s) URL counts as absolute; `//x` is read as a path below, because
  // passing it on would make a protocol-relative, off-site link out of catalogue data.
  if (/^https?:\/\//i.test(value)) {
    const url = parseAbsolute(value);
    // Merchandisers paste full legacy-storefront links; those pages exist in the app too.
    if (!url || url.host !== new URL(config.legacyStorefrontOrigin).host) return undefined;
    value = `${url.pathname}${url.search}${url.hash}`;
  }
  if (value.startsWith('/') || value.startsWith('\\')) {
    const path = `/${value.replace(/^[/\\]+/, '')}`;
    return removeSiteLocaleFromPath(config, stripDefaultSitePrefix(config, path));
  }
  const kept = keptSections.some((name) => value.startsWith(`${name}/`));
  return kept ? `/${value}` : `/${section}/${value}`;
}

function parseAbsolute(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
