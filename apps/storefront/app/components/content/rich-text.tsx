/** Paragraphs, lists and emphasis of a block's rich text. */
const RICH_TEXT_STYLE = 'space-y-2 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

/**
 * A rich-text field: HTML the engine sanitised on write (decision 045: paragraphs, headings,
 * lists, emphasis, no attributes), so it is rendered as HTML, as articles are.
 */
export function RichText({ html, className = '' }: { html: string | undefined; className?: string }) {
  if (!html) return null;
  return <div className={`${RICH_TEXT_STYLE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
