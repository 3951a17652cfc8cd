/**
 * Structured data made and escaped on the server (`lib/structured-data.server.ts`): the page
 * only places it, so none of the code that builds it ships to the browser.
 */
export function StructuredData({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
