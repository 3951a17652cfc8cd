import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.1) the API's document uses. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  example?: unknown;
  default?: unknown;
};

/** Resolves `#/components/schemas/X` references against the document. */
export type SchemaResolver = (schema: JsonSchema) => JsonSchema;

export function schemaResolver(doc: { components?: { schemas?: Record<string, JsonSchema> } }): SchemaResolver {
  return function resolve(schema) {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`Unresolved reference ${schema.$ref} in the OpenAPI document.`);
    return resolve(target);
  };
}

/**
 * Strings that have broken servers before: NUL and other control characters, lone surrogates,
 * path tricks, SQL and JSON look-alikes, numbers PostgreSQL or JavaScript cannot hold, and what
 * text search and LIKE patterns treat specially.
 */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(8),
  '\u0001\u001f\u007f',
  '\uD800',
  'a\uDFFFb',
  '\uFEFF',
  '😀🧗‍♀️',
  'ẞß İı',
  '\r\n\t',
  '../../etc/passwd',
  '..',
  '%',
  '%00',
  '%zz',
  "'",
  '"',
  '\\',
  "' OR '1'='1",
  "'); DROP TABLE customers; --",
  '$1',
  '{"$ne":null}',
  '<script>alert(1)</script>',
  '-1',
  '0',
  '1e309',
  '-9223372036854775809',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '*',
  '_%',
  '!&|:*()',
  "a:* & !b | (c <-> 'd')",
  '2026-02-30T25:61:61Z',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  'javascript:alert(1)',
  'http://[::1',
  '//evil.example',
  'x@y',
  `${'a'.repeat(64)}@${'b'.repeat(250)}.com`,
];

/** Several kilobytes up to a quarter of a megabyte, with and without a NUL inside. */
const hugeString = fc
  .tuple(fc.constantFrom(2_000, 20_000, 250_000), fc.constantFrom('a', 'é', '\u0000', ' ', '%'), fc.boolean())
  .map(([length, unit, nulInside]) => {
    const text = unit.repeat(length);
    return nulInside ? `${text.slice(0, length / 2)}\u0000${text.slice(length / 2)}` : text;
  });

/** Puts a NUL somewhere in an otherwise plausible string. */
export const withNul = (strings: fc.Arbitrary<string>) =>
  fc.tuple(strings, fc.nat()).map(([text, at]) => {
    const position = text.length ? at % (text.length + 1) : 0;
    return `${text.slice(0, position)}\u0000${text.slice(position)}`;
  });

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: withNul(fc.string({ maxLength: 30 })), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

/** Numbers at the edges of what JSON, JavaScript, PostgreSQL integers and money columns hold. */
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 63), 1e21, 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value of the wrong kind: what a field gets when a client sends something else entirely. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: nastyNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }, { '\u0000': 1 }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

const plainString = (schema: JsonSchema) =>
  fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });

function matching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'), { size: 'small' });
  } catch {
    return undefined;
  }
}

/** A string the schema accepts (near enough: one of its example, enum, format or pattern). */
function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [];
  if (typeof schema.example === 'string') options.push(fc.constant(schema.example));
  if (schema.format === 'email') options.push(fc.emailAddress());
  if (schema.format === 'uuid') options.push(fc.uuid());
  if (schema.format === 'date-time')
    options.push(
      fc.date({ min: new Date(2000, 0), max: new Date(2100, 0), noInvalidDate: true }).map((d) => d.toISOString()),
    );
  if (schema.format === 'uri') options.push(fc.webUrl());
  if (schema.format === 'ip') options.push(fc.ipV4());
  const patterned = schema.pattern ? matching(schema.pattern) : undefined;
  if (patterned) options.push(patterned);
  if (!options.length) options.push(plainString(schema));
  return fc.oneof(...options);
}

function plausibleNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? min + 1000;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true });
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

export type ValueOptions = {
  resolve: SchemaResolver;
  /** Real identifiers (products, categories, basket items…) offered to string fields now and then. */
  knownIds: string[];
};

const MAX_DEPTH = 6;

/**
 * A value the schema accepts (near enough: patterns and formats are followed, cross-field rules
 * are not), so a request built of them gets past validation into the handlers and SQL.
 */
export function plausibleValue(schema: JsonSchema, options: ValueOptions, depth = 0): fc.Arbitrary<unknown> {
  const resolved = options.resolve(schema);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum?.length) return fc.constantFrom(...resolved.enum);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausibleValue(s, options, depth + 1)));
  if (resolved.allOf?.length) return plausibleObject(mergeAll(resolved.allOf.map(options.resolve)), options, depth);
  const types = typesOf(resolved).filter((t) => t !== 'null');
  const type = types[0] ?? (resolved.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      // A free-form string may be an identifier; one with a format of its own is not.
      return options.knownIds.length && !resolved.pattern && !resolved.format
        ? fc.oneof(
            { arbitrary: plausibleString(resolved), weight: 4 },
            { arbitrary: fc.constantFrom(...options.knownIds), weight: 1 },
          )
        : plausibleString(resolved);
    case 'integer':
      return plausibleNumber(resolved, true);
    case 'number':
      return plausibleNumber(resolved, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausibleValue(resolved.items ?? {}, options, depth + 1), {
        minLength: resolved.minItems ?? 0,
        maxLength: Math.max(resolved.minItems ?? 0, Math.min(resolved.maxItems ?? 3, 3)),
      });
    case 'object':
      return plausibleObject(resolved, options, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function mergeAll(schemas: JsonSchema[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.assign({}, ...schemas.map((s) => s.properties ?? {})) as Record<string, JsonSchema>,
    required: schemas.flatMap((s) => s.required ?? []),
  };
}

function plausibleObject(schema: JsonSchema, options: ValueOptions, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, plausibleValue(property, options, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}
