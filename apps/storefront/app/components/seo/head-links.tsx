import { useLocation } from 'react-router';
import { alternates, canonicalPath } from '~/lib/seo/seo';
import { useSiteContext } from '~/lib/site/site';

/** Canonical and hreflang links for the current page (absolute, as search engines require). */
export function HeadLinks({ origin }: { origin: string }) {
  const location = useLocation();
  const { site } = useSiteContext();
  return (
    <>
      <link rel="canonical" href={origin + canonicalPath(location.pathname, location.search)} />
      {alternates(site, location.pathname, location.search).map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={origin + a.path} />
      ))}
    </>
  );
}
