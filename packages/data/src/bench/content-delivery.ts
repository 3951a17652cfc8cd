// Content delivery figures for `npm run bench -- --only content`: `POST /cms/fetch` for the home
// page with depth all, as the storefront asks it for a guest and for a registered customer, in
// process (the engine's own HTTP handler, no socket), 16 in flight: as served (the engine's tree
// cache warm, decision 045) and with that cache dropped before every request (each tree loaded and
// resolved again, the published editions read again).
import { CUSTOMER_GROUPS, DEFAULT_CUSTOMER_GROUPS } from '@ridgeline/config';
import { dropContentCache, type Api } from '@ridgeline/commerce';
import { concurrentFigures, type Figures } from './history.js';
import { measureConcurrent } from './stats.js';

export const DELIVERY_CONCURRENCY = 16;
const WARM_UP = 32;
const HOME_KEY = 'home';

/** The groups the storefront sends: a visitor nobody knows, and a signed-in loyalty member. */
const GROUP_SETS = {
  guest: DEFAULT_CUSTOMER_GROUPS,
  registered: [CUSTOMER_GROUPS.registered, CUSTOMER_GROUPS.everyone, CUSTOMER_GROUPS.loyaltyMembers],
} as const;

/** The storefront's request for one page (page-content.server.ts). */
function homeRequest(customerGroups: readonly string[]): RequestInit {
  const body = {
    requests: [{ key: HOME_KEY }],
    parameters: { locale: 'en-US', depth: 'all', format: 'inlined', customerGroups },
  };
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** The answer's text, to the last byte; a status other than 200 or a not-found answer stops the bench. */
async function fetchHome(api: Api, init: RequestInit): Promise<string> {
  const response = await api.request('/cms/fetch', init);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST /cms/fetch answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

/**
 * Prints a row per group set and cache state (latency, requests a second, this process's CPU time
 * a request: the engine runs here, and with PGlite the database too) and answers the figures.
 */
export async function benchContentDelivery(api: Api, runs: number): Promise<Figures> {
  const figures: Figures = {};
  console.log(`content delivery: POST /cms/fetch "${HOME_KEY}", depth all, in process, ${DELIVERY_CONCURRENCY} in flight`);
  const answers: string[] = [];
  for (const [who, groups] of Object.entries(GROUP_SETS)) {
    const init = homeRequest(groups);
    const first = await fetchHome(api, init);
    if ((JSON.parse(first) as { responses: { error?: unknown }[] }).responses[0]?.error) {
      throw new Error(`no "${HOME_KEY}" content item is delivered: ${first.slice(0, 300)}`);
    }
    answers.push(first);
    for (const [state, before] of [
      ['as served', () => {}],
      ['rendered each time', dropContentCache],
    ] as const) {
      for (let i = 0; i < WARM_UP; i++) {
        before();
        await fetchHome(api, init);
      }
      const label = `home (${who}), ${state}`;
      const cpuBefore = process.cpuUsage();
      const row = await measureConcurrent(label, runs, DELIVERY_CONCURRENCY, () => {
        before();
        return fetchHome(api, init);
      });
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMs = (cpu.user + cpu.system) / 1000 / runs;
      figures[label] = concurrentFigures(row, cpuMs);
      console.log(`${''.padEnd(40)} (CPU ${cpuMs.toFixed(2)} ms a request, this process)`);
    }
  }
  const [guest, registered] = answers;
  const kb = (text: string) => (Buffer.byteLength(text) / 1024).toFixed(1);
  console.log(
    `${''.padEnd(40)} (answers: guest ${kb(guest!)} kB, registered ${kb(registered!)} kB` +
      `${guest === registered ? '; THE SAME: personalised slots not chosen?' : ', slots chosen differently'})`,
  );
  return figures;
}
