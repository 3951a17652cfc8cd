import { useLocation, useMatches } from 'react-router';
import type { ContentHeadLinks } from '~/lib/seo/content-seo';
import { alternates, canonicalPath } from '~/lib/seo/seo';
import { useSiteContext } from '~/lib/site/site';

/** The links a content page's `seo` asks for (loader data `headLinks`), the deepest page's first. */
function useContentHeadLinks(): ContentHeadLinks | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const links = (matches[i]!.loaderData as { headLinks?: ContentHeadLinks } | undefined)?.headLinks;
    if (links) return links;
  }
  return undefined;
}

/** Canonical and hreflang links for the current page (absolute, as search engines require). */
export function HeadLinks({ origin }: { origin: string }) {
  const location = useLocation();
  const { site } = useSiteContext();
  const content = useContentHeadLinks();
  const own = alternates(site, location.pathname, location.search).map((a) => ({
    hrefLang: a.hrefLang,
    href: origin + a.path,
  }));
  return (
    <>
      <link rel="canonical" href={content?.canonical ?? origin + canonicalPath(location.pathname, location.search)} />
      {(content?.alternates ?? own).map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
    </>
  );
}
