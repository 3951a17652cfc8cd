import fc from 'fast-check';
import { faults, withFault } from './faults.js';
import { nastyString, nastyValue, plausibleValue, type JsonSchema, type ValueOptions } from './schema-arbitrary.js';

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };

/** One operation of the OpenAPI document, as the fuzzer reads it. */
export type Operation = {
  method: string;
  /** The templated path, e.g. `/products/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** Security schemes that are API keys in a header: the header each one names. */
  apiKeyHeaders: Record<string, string>;
};

export type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: Record<string, string[]>[];
      }
    >
  >;
  components?: {
    schemas?: Record<string, JsonSchema>;
    securitySchemes?: Record<string, { type: string; in?: string; name?: string }>;
  };
};

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const schemes = doc.components?.securitySchemes ?? {};
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const apiKeyHeaders: Record<string, string> = {};
      for (const name of (operation.security ?? []).flatMap((requirement) => Object.keys(requirement))) {
        const scheme = schemes[name];
        if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) apiKeyHeaders[name] = scheme.name;
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        ...(body ? { body } : {}),
        apiKeyHeaders,
      };
    }),
  );
}

/** Whose token the request carries: none, a guest's, a registered customer's, or a forged one. */
export type Caller = 'anonymous' | 'guest' | 'customer' | 'forged';

export type FuzzRequest = {
  method: string;
  /** Path and query, percent-encoded (or deliberately mis-encoded). */
  url: string;
  caller: Caller;
  headers: Record<string, string>;
  body?: string;
  contentType?: string;
  /** What is wrong with it, for the failure report. */
  mode: string;
};

export type RequestOptions = ValueOptions & {
  /** The right value of each API-key security scheme, by scheme name. */
  apiKeys: Record<string, string>;
};

/** Percent-encodings a decoder may choke on, sent as they are. */
const BROKEN_ENCODINGS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%FF%FE',
  '%C0%AF',
  '%2e%2e',
  '%2F',
  '%5C',
  '%00',
  'a%00b',
];

/** Lone surrogates cannot be percent-encoded (encodeURIComponent throws): they become U+FFFD, as a browser sends them. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const encoded = (value: unknown) => encodeURIComponent(wellFormed(asText(value)));

/** Header values must be printable ASCII here: the Fetch API refuses CR, LF, NUL and non-Latin-1 before sending. */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '').slice(0, 4_000);

const FORGED_AUTHORIZATIONS = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    'Bearer a.b.c',
    `Bearer ${'x'.repeat(5_000)}`,
    'bearer  %00',
  ),
  nastyString.map((text) => `Bearer ${headerSafe(text)}`),
);

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/vnd.api+json',
];

/** Bodies that are not the JSON the operation wants: wrong kind, malformed, too deep, or none at all. */
const BROKEN_BODIES = fc.oneof(
  nastyValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'nul',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '{"__proto__":{"x":1}}',
    '\u0000',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(200, 5_000).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
);

/** What goes wrong structurally, in the "chaos" requests. */
type Chaos =
  | { kind: 'broken-body'; body: string }
  | { kind: 'no-body' }
  | { kind: 'content-type'; contentType: string }
  | { kind: 'encoding'; at: number; raw: string }
  | { kind: 'repeat' }
  | { kind: 'forged'; authorization: string }
  | { kind: 'wrong-key'; key: string };

const CHAOS: fc.Arbitrary<Chaos> = fc.oneof(
  fc.record({ kind: fc.constant('broken-body' as const), body: BROKEN_BODIES }),
  fc.record({ kind: fc.constant('no-body' as const) }),
  fc.record({ kind: fc.constant('content-type' as const), contentType: fc.constantFrom(...WRONG_CONTENT_TYPES) }),
  fc.record({ kind: fc.constant('encoding' as const), at: fc.nat(), raw: fc.constantFrom(...BROKEN_ENCODINGS) }),
  fc.record({ kind: fc.constant('repeat' as const) }),
  fc.record({ kind: fc.constant('forged' as const), authorization: FORGED_AUTHORIZATIONS }),
  fc.record({ kind: fc.constant('wrong-key' as const), key: nastyString.map(headerSafe) }),
);

const object = (params: Parameter[], options: ValueOptions, known: boolean) =>
  fc.record(
    Object.fromEntries(
      params.map((param) => {
        const plausible = plausibleValue(param.schema ?? {}, options);
        const value =
          known && options.knownIds.length ? fc.oneof(plausible, fc.constantFrom(...options.knownIds)) : plausible;
        return [param.name, value];
      }),
    ),
    { requiredKeys: params.filter((param) => param.required || param.in === 'path').map((param) => param.name) },
  );

/**
 * Requests for one operation, of three kinds: plausible ones built from the document (so they
 * reach the handlers and SQL); plausible ones with exactly one fault in the path, the query or the
 * body (a NUL in a string, a nasty value, a field dropped or added); and structurally broken ones
 * (malformed or missing bodies, wrong content types, broken percent-encodings, repeated
 * parameters, forged tokens or API keys). Each from nobody, a guest or a customer.
 */
export function requestsFor(operation: Operation, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const headerParams = operation.parameters.filter((p) => p.in === 'header');
  const draft = fc.record({
    path: object(pathParams, options, true),
    query: object(queryParams, options, false),
    headers: object(headerParams, options, false),
    body: operation.body ? plausibleValue(operation.body, options) : fc.constant(undefined),
    caller: fc.constantFrom<Caller>('anonymous', 'guest', 'guest', 'customer', 'customer', 'customer'),
  });
  const mode = fc.oneof(
    { arbitrary: fc.constant({ kind: 'plausible' as const }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('fault' as const), target: fc.nat(), fault: faults }), weight: 4 },
    { arbitrary: fc.record({ kind: fc.constant('chaos' as const), chaos: CHAOS }), weight: 2 },
  );
  return fc.tuple(draft, mode).map(([d, m]) => {
    const parts: Record<'path' | 'query' | 'body', unknown> = { path: d.path, query: d.query, body: d.body };
    let label: string = m.kind;
    if (m.kind === 'fault') {
      const targets = (['path', 'query', 'body'] as const).filter((t) => t !== 'body' || d.body !== undefined);
      const target = targets[m.target % targets.length]!;
      parts[target] = withFault(parts[target], m.fault);
      label = `${m.fault.kind} fault in the ${target}`;
    }
    const chaos = m.kind === 'chaos' ? m.chaos : undefined;
    if (chaos) label = `chaos: ${chaos.kind}`;

    const pathValues = { ...(parts.path as Record<string, unknown>) };
    let path = operation.path;
    pathParams.forEach((param, i) => {
      const raw = chaos?.kind === 'encoding' && chaos.at % (pathParams.length + 1) === i ? chaos.raw : undefined;
      path = path.replace(`{${param.name}}`, raw ?? (param.name in pathValues ? encoded(pathValues[param.name]) : ''));
    });
    const pairs = Object.entries((parts.query as Record<string, unknown> | undefined) ?? {}).map(
      ([name, value]) => [encoded(name), encoded(value)] as [string, string],
    );
    if (chaos?.kind === 'encoding' && chaos.at % (pathParams.length + 1) === pathParams.length) {
      pairs.push([pairs[0]?.[0] ?? 'q', chaos.raw]);
    }
    if (chaos?.kind === 'repeat' && pairs[0]) pairs.push(pairs[0]);
    const query = pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}` : '';

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(d.headers)) headers[name] = headerSafe(asText(value));
    for (const [scheme, header] of Object.entries(operation.apiKeyHeaders)) {
      const key = chaos?.kind === 'wrong-key' ? chaos.key : options.apiKeys[scheme];
      if (key !== undefined) headers[header] = key;
    }
    if (chaos?.kind === 'forged') headers.authorization = chaos.authorization;

    let body = parts.body === undefined ? undefined : (JSON.stringify(parts.body) ?? 'null');
    if (chaos?.kind === 'broken-body') body = chaos.body;
    if (chaos?.kind === 'no-body') body = undefined;
    const contentType =
      chaos?.kind === 'content-type' ? chaos.contentType : body !== undefined || chaos ? 'application/json' : undefined;
    return {
      method: operation.method,
      url: path + query,
      caller: chaos?.kind === 'forged' ? 'forged' : d.caller,
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(contentType ? { contentType } : {}),
      mode: label,
    };
  });
}
