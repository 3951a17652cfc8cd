import { useCspNonce } from '~/lib/http/csp-nonce';
import { jsonLd } from '~/lib/seo/seo';

/** Structured data for search engines, inlined safely. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useCspNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}

export function breadcrumbList(origin: string, items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: origin + item.path,
    })),
  };
}
