import { useCspNonce } from '~/lib/http/csp-nonce';

/**
 * Structured data made and escaped on the server (`lib/seo/structured-data.server.ts`): the page
 * only places it, so none of the code that builds it ships to the browser.
 */
export function StructuredData({ json }: { json: string }) {
  const nonce = useCspNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
