import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogFields, Logger } from '../logger.js';
import { configuredClientId } from '../modules/recommendation/client-id.js';
import { socialConfigFor, startFakeIssuer, type FakeIssuer } from '../modules/social/fake-issuer.js';
import { problemsWith, type Answer } from '../testing/fuzz/answer-checks.js';
import { fuzzCallers, type FuzzCallers } from '../testing/fuzz/callers.js';
import { knownIds } from '../testing/fuzz/known-ids.js';
import {
  operationsOf,
  requestsFor,
  type FuzzRequest,
  type OpenApiDocument,
} from '../testing/fuzz/request-arbitrary.js';
import { schemaResolver } from '../testing/fuzz/schema-arbitrary.js';
import { createTestApi } from '@ridgeline/data/testing';
import { CLIENT_IP_HEADER } from './client-ip.js';

/**
 * Every operation of the API's own OpenAPI document, fed requests generated from it (see
 * requestsFor): plausible ones that reach the handlers and SQL, the same with one fault — a NUL,
 * a lone surrogate, a huge string, a number out of range, a wrong type, a field missing or added —
 * and broken ones: malformed JSON, wrong content types, bad path segments and encodings, forged
 * tokens; from nobody, a guest and a registered customer. None may answer a 5xx, take longer than
 * TIMEOUT_MS, show a stack trace, SQL or the database's name, or log an unhandled error. A fixed
 * seed: the same requests every run, so a failure reproduces. FUZZ_SEED and FUZZ_RUNS explore
 * further by hand (e.g. FUZZ_RUNS=300 FUZZ_SEED=2).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 21_000);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);
const TIMEOUT_MS = 10_000;
/** The fuzzer's own client IP, so its sign-ins and registrations count apart from the set-up's. */
const FUZZ_IP = '198.51.100.21';

type Api = Awaited<ReturnType<typeof createTestApi>>['api'];
type Failure = { operation: string; request: string; problems: string[] };

let issuer: FakeIssuer;
const CLIENT = { clientId: 'ridgeline-fuzz', clientSecret: 'fuzz-secret' };

beforeAll(async () => {
  issuer = await startFakeIssuer(CLIENT);
});
afterAll(async () => {
  await issuer.close();
});

/** The operation's seed: stable whatever operations are added before it in the document. */
function seedOf(operation: string): number {
  let hash = SEED;
  for (const char of operation) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

async function send(api: Api, request: FuzzRequest, callers: FuzzCallers): Promise<Answer | undefined> {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, FUZZ_IP);
  const token = callers.tokenOf(request.caller);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (request.contentType) headers.set('content-type', request.contentType);
  const carriesBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = (async () => {
    const response = await api.request(request.url, {
      method: request.method,
      headers,
      ...(carriesBody && request.body !== undefined ? { body: request.body } : {}),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), TIMEOUT_MS);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const shown = (request: FuzzRequest) =>
  JSON.stringify({ ...request, ...(request.body ? { body: request.body.slice(0, 300) } : {}) }).slice(0, 600);

describe('the API fuzzed from its OpenAPI document', () => {
  it('answers every operation a 2xx or a 4xx in time, never a 5xx or its insides', async () => {
    const started = Date.now();
    const logged: LogFields[] = [];
    const logger: Logger = { info: () => {}, warn: (f) => logged.push(f), error: (f) => logged.push(f) };
    // Both providers on (a local fake issuer): an unconfigured one answers 503 feature_unavailable.
    const social = socialConfigFor(issuer.issuer, CLIENT);
    const { api, handle, close } = await createTestApi({ logger, social });
    try {
      const doc = (await (await api.request('/openapi.json')).json()) as OpenApiDocument;
      const operations = operationsOf(doc);
      const callers = fuzzCallers(api);
      await callers.renew();
      const ids = await knownIds(api, handle.db, callers.tokenOf('customer')!);
      const options = { resolve: schemaResolver(doc), knownIds: ids, apiKeys: { recsClientId: configuredClientId() } };

      const failures: Failure[] = [];
      let requests = 0;
      let renewals = 0;
      let succeeded = 0;
      for (const operation of operations) {
        const name = `${operation.method} ${operation.path}`;
        renewals += await callers.renew();
        const samples = fc.sample(requestsFor(operation, options), {
          seed: seedOf(name),
          numRuns: RUNS_PER_OPERATION,
        });
        for (const request of samples) {
          const answer = await send(api, request, callers);
          requests += 1;
          if (answer && answer.status < 300) succeeded += 1;
          const problems = answer ? problemsWith(answer) : [`no answer within ${TIMEOUT_MS} ms`];
          if (problems.length) failures.push({ operation: name, request: shown(request), problems });
        }
      }
      // The error handler's safety net turns a value PostgreSQL refuses into a 400; each one it
      // catches is a validation missing, so it fails the test as an unhandled error does.
      const unhandled = logged.filter((f) => f.msg === 'unhandled error' || f.msg === 'database refused input');

      process.stdout.write(
        `API fuzz: ${operations.length} operations, ${requests} requests (${succeeded} answered 2xx), seed ${SEED}, ` +
          `${ids.length} known ids, ${renewals} sessions started, ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
          `${failures.length} failures\n`,
      );
      for (const failure of failures.slice(0, 20)) process.stdout.write(`${JSON.stringify(failure)}\n`);
      expect(operations.length).toBeGreaterThan(70);
      // Requests that only ever bounced off validation or authentication would prove little.
      expect(succeeded).toBeGreaterThan(requests / 10);
      expect(failures.slice(0, 15)).toEqual([]);
      expect(unhandled.map(({ msg, err, path }) => ({ msg, err, path }))).toEqual([]);
    } finally {
      await close();
    }
  }, 300_000);
});
