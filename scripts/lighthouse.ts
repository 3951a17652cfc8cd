// `npm run lighthouse [-- --runs 3] [--report DIR] [--calibrate]`: Lighthouse's mobile performance score for the
// home page, a category page and a product page, on the production server with the demo catalogue
// in a temporary DATA_DIR, in Debian's Chromium (CHROMIUM_PATH). Prints the median score of the
// runs, the metrics of that run, and for a page under 95 what Lighthouse says would help most;
// --report also writes that run's full report (HTML and JSON) per page. --calibrate sets the CPU
// slowdown from the host's benchmark index, as Lighthouse's docs/throttling.md advises for hosts
// outside the high-end desktop range its default 4x assumes (calibratedSlowdown below).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { startProductionServer, type ProductionServer } from '../packages/data/src/bench/production-server.js';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TARGET = 95;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

/**
 * The CPU slowdown that takes this host to the device Lighthouse's default aims at: 4x takes a
 * high-end desktop (benchmark index 1,500-2,000, so about 1,750) to a mid-tier phone (about 440), so
 * the host's index over 437.5, at least 1x (docs/throttling.md, "Calibrating the CPU slowdown").
 * A faster host gets more than 4x, a slower one less: the same phone either way.
 */
export const calibratedSlowdown = (benchmarkIndex: number) =>
  Math.max(1, Math.round((benchmarkIndex / 437.5) * 10) / 10);

/** The first link under `prefix` in a page's HTML, as a shopper would follow it. */
async function firstLink(origin: string, page: string, prefix: string): Promise<string> {
  const html = await (await fetch(origin + page)).text();
  const match = new RegExp(`href="(${prefix}[^"#]*)"`).exec(html);
  if (!match) throw new Error(`no link to ${prefix}… on ${page}`);
  return match[1]!.replaceAll('&amp;', '&');
}

/** Audits that cost the page score, most promising first: estimated savings in ms. */
function opportunities(lhr: Result): string[] {
  const rows = lhr.categories
    .performance!.auditRefs.filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => {
      const details = audit.details as { type?: string; overallSavingsMs?: number } | undefined;
      const savings =
        details?.overallSavingsMs ?? Math.max(0, ...Object.values(audit.metricSavings ?? {}).map((ms) => ms ?? 0));
      return {
        savings,
        opportunity: details?.type === 'opportunity',
        line: `${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`,
      };
    })
    .filter((row) => row.savings > 0 || !row.opportunity)
    .sort((a, b) => b.savings - a.savings);
  return rows.slice(0, 6).map((r) => (r.savings > 0 ? `${r.line} (≈${Math.round(r.savings)} ms)` : r.line));
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, report: { type: 'string' }, calibrate: { type: 'boolean' } },
  });
  const runs = Math.max(1, Number(values.runs));
  if (values.report) await mkdir(values.report, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ridgeline-lighthouse-'));
  console.log('Starting the production server with the demo catalogue in a temporary DATA_DIR…');
  let server: ProductionServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await startProductionServer({ DATA_DIR: dataDir, DATABASE_URL: '', COMMERCE_API_URL: '' });
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    const category = await firstLink(server.origin, '/', '/c/');
    const product = await firstLink(server.origin, category, '/p/');
    const pages = { home: '/', category, product };
    for (const page of Object.values(pages)) await fetch(server.origin + page); // first renders off the clock
    let throttling: { cpuSlowdownMultiplier: number } | undefined;
    if (values.calibrate) {
      const probe = await lighthouse(server.origin + '/', {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const index = probe!.lhr.environment.benchmarkIndex;
      throttling = { cpuSlowdownMultiplier: calibratedSlowdown(index) };
      console.log(
        `Calibrated: benchmark index ${index}, CPU slowdown ×${throttling.cpuSlowdownMultiplier} (default ×4)`,
      );
    }
    let described = false;
    for (const [name, page] of Object.entries(pages)) {
      const results: Result[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(server.origin + page, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
          ...(throttling ? { throttling } : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        results.push(result.lhr);
      }
      results.sort((a, b) => a.categories.performance!.score! - b.categories.performance!.score!);
      const median = results[Math.floor(results.length / 2)]!;
      if (!described) {
        const s = median.configSettings;
        const t = s.throttling;
        console.log(
          `Lighthouse ${median.lighthouseVersion}, ${s.formFactor}, ${s.throttlingMethod} throttling ` +
            `(RTT ${t.rttMs} ms, ${t.throughputKbps} kbit/s, CPU ×${t.cpuSlowdownMultiplier}), ` +
            `${median.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0]}, ` +
            `benchmark index ${median.environment.benchmarkIndex}\n`,
        );
        described = true;
      }
      const score = (r: Result) => Math.round(r.categories.performance!.score! * 100);
      const metrics = Object.entries(METRICS).map(([short, id]) => `${short} ${median.audits[id]!.displayValue}`);
      console.log(
        `${name.padEnd(9)} ${String(score(median)).padStart(3)}  (runs: ${results.map(score).join(', ')})  ${page}`,
      );
      console.log(`          ${metrics.join(' · ')}`);
      if (score(median) < TARGET) for (const line of opportunities(median)) console.log(`          - ${line}`);
      if (values.report) {
        await writeFile(path.join(values.report, `${name}.report.html`), generateReport(median, 'html'));
        await writeFile(path.join(values.report, `${name}.report.json`), JSON.stringify(median, null, 2));
      }
    }
  } finally {
    chrome?.kill();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
