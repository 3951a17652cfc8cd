// Product search figures for `npm run bench`: the search API on typical queries, and how they
// grow with the catalogue. Each run's figures are kept per catalogue size (in $DATA_DIR), so
// running the bench on a 10,000- and then a 100,000-product catalogue prints the growth.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measure } from './stats.js';

type Request = (path: string) => Response | Promise<Response>;
type Figures = Record<string, { p50: number; p95: number }>;
type History = Record<string, Figures>;

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

function historyFile(): string {
  return path.join(path.resolve(process.env.DATA_DIR ?? '.data'), 'bench-search.json');
}

function readHistory(): History {
  try {
    return JSON.parse(readFileSync(historyFile(), 'utf8')) as History;
  } catch {
    return {};
  }
}

function printGrowth(history: History): void {
  const sizes = Object.keys(history)
    .map(Number)
    .sort((a, b) => a - b);
  if (sizes.length < 2) {
    console.log('(run the bench on a catalogue of another size, e.g. 10,000 and 100,000 products, to see growth)');
    return;
  }
  const small = sizes[0]!;
  const large = sizes[sizes.length - 1]!;
  console.log(`\ngrowth ${small.toLocaleString('en-US')} → ${large.toLocaleString('en-US')} products (p95 ratio)`);
  for (const [label, figures] of Object.entries(history[large]!)) {
    const before = history[small]![label];
    if (!before) continue;
    console.log(`${label.padEnd(40)} p95 ${before.p95.toFixed(2).padStart(8)} → ${figures.p95.toFixed(2).padStart(8)} ms   ×${(figures.p95 / before.p95).toFixed(2)}`);
  }
}

export async function benchSearch(request: Request, products: number, runs: number): Promise<void> {
  const json = async (url: string) => {
    const response = await request(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<{ total: number }>;
  };
  console.log(`product search on ${products.toLocaleString('en-US')} products`);
  const figures: Figures = {};
  for (const query of QUERIES) {
    const sample = await json(`/product-search?${query.paths[0]}`);
    const row = await measure(`search: ${query.label}`, runs, (i) => json(`/product-search?${query.paths[i % query.paths.length]}`));
    figures[query.label] = { p50: Number(row.p50), p95: Number(row.p95) };
    console.log(`${''.padEnd(40)} (${sample.total.toLocaleString('en-US')} hits for ${decodeURIComponent(query.paths[0]!)})`);
  }
  const row = await measure('suggestions (3 letters)', runs, (i) => json(`/search-suggestions?q=${SUGGESTIONS[i % SUGGESTIONS.length]}`));
  figures['suggestions (3 letters)'] = { p50: Number(row.p50), p95: Number(row.p95) };

  const history = { ...readHistory(), [String(products)]: figures };
  mkdirSync(path.dirname(historyFile()), { recursive: true });
  writeFileSync(historyFile(), JSON.stringify(history, null, 2));
  printGrowth(history);
}
