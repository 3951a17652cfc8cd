// Product search figures for `npm run bench`: the search API on typical queries, and how they
// grow with the catalogue (see history.ts).
import { recordFigures, type Figures } from './history.js';
import { measure } from './stats.js';

type Request = (path: string, init?: RequestInit) => Response | Promise<Response>;

/** The queries measured; each rotates through a few variants so no two consecutive requests are alike. */
const QUERIES: { label: string; paths: string[] }[] = [
  {
    label: 'text (2 words)',
    paths: ['q=waterproof%20jacket', 'q=merino%20socks', 'q=fleece%20hoodie', 'q=rain%20pants'],
  },
  { label: 'text fr-CA', paths: ['q=veste%20imperm%C3%A9able&locale=fr-CA&currency=CAD', 'q=bottes%20de%20randonn%C3%A9e&locale=fr-CA&currency=CAD'] },
  { label: 'category listing (47)', paths: ['refine=cgid=mens-clothing', 'refine=cgid=footwear', 'refine=cgid=womens-clothing-jackets'].map((p) => `${p}&limit=47`) },
  {
    label: 'category + colour',
    paths: ['mens-clothing-jackets&refine=c_color=010', 'footwear-hiking-boots&refine=c_color=257', 'womens-clothing-fleece&refine=c_color=427|010'].map(
      (p) => `refine=cgid=${p}&limit=47`,
    ),
  },
  {
    label: 'category, price sort',
    paths: ['footwear&sort=price-low-to-high', 'mens-clothing&sort=price-high-to-low', 'accessories-packs&sort=price-low-to-high'].map(
      (p) => `refine=cgid=${p}&limit=47`,
    ),
  },
  // Words that a fifth of the catalogue matches: the worst case, counted over every match.
  { label: 'text (broad)', paths: ['q=jacket', 'q=hiking%20boots', 'q=fleece'] },
];

const SUGGESTIONS = ['jac', 'wat', 'mer', 'sho'];

/** The engine's search memory index (decision 034), loaded and unloaded by the bench. */
type MemoryIndex = { load: () => Promise<void>; unload: () => void };

export async function benchSearch(
  request: Request,
  memoryIndex: MemoryIndex,
  { driver, products, runs }: { driver: string; products: number; runs: number },
): Promise<void> {
  const json = async (url: string, init?: RequestInit) => {
    const response = await request(url, init);
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<{ total: number }>;
  };
  console.log(`product search on ${products.toLocaleString('en-US')} products`);
  const figures: Figures = {};
  const record = (label: string, row: { p50: string; p95: string }) => (figures[label] = { p50: Number(row.p50), p95: Number(row.p95) });
  // Text searches are measured three ways: computed by the database every time (`Cache-Control:
  // no-cache`, no memory index), kept once computed (decision 033), and from the memory index
  // (decision 034), which answers a first ask as fast as a repeated one.
  const computed = { headers: { 'cache-control': 'no-cache' } };
  const text = QUERIES.filter((query) => query.paths[0]!.includes('q='));
  const path = (query: (typeof QUERIES)[number], i: number) => `/product-search?${query.paths[i % query.paths.length]}`;
  memoryIndex.unload();
  for (const query of QUERIES) {
    const isText = text.includes(query);
    const sample = await json(`/product-search?${query.paths[0]}`);
    const row = await measure(`search: ${query.label}${isText ? ', computed' : ''}`, runs, (i) => json(path(query, i), computed));
    record(query.label, row);
    console.log(`${''.padEnd(40)} (${sample.total.toLocaleString('en-US')} hits for ${decodeURIComponent(query.paths[0]!)})`);
    if (isText) record(`${query.label}, kept`, await measure(`search: ${query.label}, kept`, runs, (i) => json(path(query, i))));
  }
  const started = performance.now();
  await memoryIndex.load();
  console.log(`search memory index loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const query of text) {
    const label = `${query.label}, memory index`;
    record(label, await measure(`search: ${label}`, runs, (i) => json(path(query, i), computed)));
  }
  const row = await measure('suggestions (3 letters)', runs, (i) => json(`/search-suggestions?q=${SUGGESTIONS[i % SUGGESTIONS.length]}`));
  record('suggestions (3 letters)', row);
  recordFigures('search', driver, products, figures);
}
