import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { pathInLocale, useSiteContext } from '~/lib/site/site';

/**
 * Markdown rendered as React elements, never as HTML (decision 045: the engine strips raw HTML on
 * write; anything HTML-like left is shown as text). The subset a product-detail text needs:
 * headings, paragraphs, lists, quotes, rules, emphasis, code and links (paths of this shop or
 * http(s) pages; any other link shows its text alone). A few hundred bytes, where a markdown
 * library would be tens of kilobytes on the product page.
 */

type Block =
  | { type: 'heading'; depth: number; text: string }
  | { type: 'paragraph'; lines: string[] }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'quote'; lines: string[] }
  | { type: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s*>\s?(.*)$/;

/** The markdown's blocks, line by line. */
export function markdownBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] | undefined;
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const last = blocks.at(-1);
    const heading = HEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    const quote = QUOTE.exec(line);
    if (!line.trim() || RULE.test(line) || heading || item || quote) paragraph = undefined;
    if (!line.trim()) continue;
    if (RULE.test(line)) blocks.push({ type: 'rule' });
    else if (heading) blocks.push({ type: 'heading', depth: heading[1]!.length, text: heading[2]! });
    else if (item) {
      const ordered = !BULLET.test(line);
      if (last?.type === 'list' && last.ordered === ordered) last.items.push(item[1]!);
      else blocks.push({ type: 'list', ordered, items: [item[1]!] });
    } else if (quote) {
      if (last?.type === 'quote') last.lines.push(quote[1]!);
      else blocks.push({ type: 'quote', lines: [quote[1]!] });
    } else if (paragraph) paragraph.push(line.trim());
    else {
      paragraph = [line.trim()];
      blocks.push({ type: 'paragraph', lines: paragraph });
    }
  }
  return blocks;
}

// Code first (its text is literal), then links (a URL may hold one level of parentheses), strong, emphasis.
const INLINE =
  /`([^`]+)`|\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)(?:\s+"[^"]*")?\)|\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*|\b_(.+?)_\b/g;

/** A link's target: a page of this shop (`local` puts it in the page's locale) or an http(s) page. */
function safeHref(url: string, local: (path: string) => string): { href: string; internal: boolean } | undefined {
  if (/^[#?]/.test(url)) return { href: url, internal: true };
  if (/^\/(?![/\\])/.test(url)) return { href: local(url), internal: true };
  if (/^https?:\/\/[^/?#\\]+/i.test(url)) return { href: url, internal: false };
  return undefined;
}

/** Inline markdown as elements. */
export function inline(text: string, local: (path: string) => string = (path) => path): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, code, linkText, url, strong1, strong2, em1, em2] = match;
    if (match.index > at) out.push(text.slice(at, match.index));
    const key = match.index;
    if (code !== undefined) out.push(<code key={key}>{code}</code>);
    else if (linkText !== undefined && url !== undefined) {
      const target = safeHref(url, local);
      out.push(
        !target ? (
          <Fragment key={key}>{inline(linkText, local)}</Fragment>
        ) : target.internal ? (
          <Link key={key} to={target.href} className="underline">
            {inline(linkText, local)}
          </Link>
        ) : (
          <a key={key} href={target.href} className="underline">
            {inline(linkText, local)}
          </a>
        ),
      );
    } else if ((strong1 ?? strong2) !== undefined)
      out.push(<strong key={key}>{inline(strong1 ?? strong2!, local)}</strong>);
    else out.push(<em key={key}>{inline(em1 ?? em2!, local)}</em>);
    at = match.index + whole.length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Markdown as elements; `#` becomes the heading level given (default h3), deeper ones follow. */
export function Markdown({ source, headingLevel = 3 }: { source: string; headingLevel?: 2 | 3 | 4 }) {
  const { site, locale } = useSiteContext();
  const local = (path: string) => pathInLocale(path, site, locale.id);
  return (
    <>
      {markdownBlocks(source).map((block, i) => {
        switch (block.type) {
          case 'heading': {
            const Tag = HEADING_TAGS[Math.min(headingLevel - 2 + block.depth - 1, HEADING_TAGS.length - 1)]!;
            return (
              <Tag key={i} className="font-bold">
                {inline(block.text, local)}
              </Tag>
            );
          }
          case 'paragraph':
            // Lines of one paragraph run on, as markdown's soft line breaks do.
            return <p key={i}>{inline(block.lines.join(' '), local)}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={i} className={block.ordered ? 'list-decimal pl-6' : 'list-disc pl-6'}>
                {block.items.map((item, n) => (
                  <li key={n}>{inline(item, local)}</li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote key={i} className="border-l-4 border-neutral-300 pl-4">
                {inline(block.lines.join(' '), local)}
              </blockquote>
            );
          case 'rule':
            return <hr key={i} className="border-neutral-300" />;
        }
      })}
    </>
  );
}
