// Content figures for `npm run bench -- --only content` (issue 23): slot selection, the engine's
// delivery of the home page, and the home and a content page from the production server next to the
// category page, as served (the shared page cache, decision 029) and rendered every time.
import type { Api, DatabaseHandle } from '@ridgeline/commerce';
import { seedContentItems } from '../load/content-items.js';
import { benchContentDelivery } from './content-delivery.js';
import { recordFigures, type Figures } from './history.js';
import { CONCURRENCY, measurePages } from './pages.js';
import { benchSlotSelection } from './slot-selection.js';

const SLOT_SELECTIONS = 200_000;
/** The pages measured beside the category listing: the content home and one `/t/` page of the demo content. */
export const CONTENT_PAGES = { home: '/', content: '/t/trail-guide' } as const;
const RENDERED = ', rendered each time';
const ROWS = [
  ['category page', 'category page'],
  ['home (/)', 'home'],
  [`content page (${CONTENT_PAGES.content})`, 'content page'],
] as const;

/**
 * What needs the database open in this process: the demo content seeded where the shop has none
 * (as the storefront's first start does), slot selection, and `POST /cms/fetch` in process.
 */
export async function benchContentEngine(handle: DatabaseHandle, api: Api, runs: number): Promise<Figures> {
  const seeded = await seedContentItems(handle);
  if (seeded.seeded) console.log(`seeded the demo content: ${seeded.items} items, ${seeded.editions} editions`);
  benchSlotSelection(SLOT_SELECTIONS);
  console.log('');
  return benchContentDelivery(api, runs);
}

/**
 * The category pages (the pages part's list), home and the content page from the production server,
 * 16 in flight: the page cache on, then off (PAGE_CACHE_TTL_SECONDS=0: a visitor without a session
 * after the cache's minute, or a signed-in customer every time; the engine's content cache stays
 * warm, as it is in a running shop). Prints them side by side and keeps them with the engine's
 * figures in bench-content.json.
 */
export async function benchContentPages(
  categoryUrls: string[],
  driver: string,
  products: number,
  runs: number,
  engineFigures: Figures,
): Promise<void> {
  console.log(
    `\ncontent pages on ${products.toLocaleString('en-US')} products (${driver}, production server, ${CONCURRENCY} requests in flight)`,
  );
  const single = { WEB_CONCURRENCY: '1' };
  const lists = (suffix: string): [string, string[]][] => [
    [`${ROWS[0][1]}${suffix}`, categoryUrls],
    [`${ROWS[1][1]}${suffix}`, [CONTENT_PAGES.home]],
    [`${ROWS[2][1]}${suffix}`, [CONTENT_PAGES.content]],
  ];
  const pages: Figures = {
    ...(await measurePages(lists(''), runs, single)),
    ...(await measurePages(lists(RENDERED), runs, { ...single, PAGE_CACHE_TTL_SECONDS: '0' })),
  };
  printSideBySide(pages);
  recordFigures('content', driver, products, { ...engineFigures, ...pages });
}

function printSideBySide(pages: Figures): void {
  const cell = (label: string) => {
    const f = pages[label];
    if (!f) return 'not measured';
    const cpu = f.cpuMs === undefined ? '' : `, ${f.cpuMs.toFixed(1)} ms CPU`;
    return `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} ms, ${f.perSecond?.toFixed(0) ?? '?'}/s${cpu}`;
  };
  console.log(`\n${'p50 / p95, a second, server CPU a page'.padEnd(34)} ${'as served'.padEnd(36)} rendered each time`);
  for (const [title, label] of ROWS) {
    console.log(`${title.padEnd(34)} ${cell(label).padEnd(36)} ${cell(`${label}${RENDERED}`)}`);
  }
}
