import { describe, expect, it } from 'vitest';
import { problemsWith } from './answer-checks.js';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
  text: typeof body === 'string' ? body : JSON.stringify(body),
});
const error = (code: string) => ({ error: { code, message: 'Something.' } });

describe('what the fuzz test finds wrong with an answer', () => {
  it('passes successes and 4xx answers in the API’s error shape', () => {
    expect(problemsWith(answer(200, { data: [{ name: 'Rain shell for drizzle and showers' }] }))).toEqual([]);
    expect(problemsWith(answer(400, error('invalid_input')))).toEqual([]);
    expect(problemsWith(answer(404, { error: { code: 'not_found', message: 'No API endpoint DELETE /x.' } }))).toEqual(
      [],
    );
    expect(problemsWith(answer(503, error('unavailable'), { 'retry-after': '5' }))).toEqual([]);
  });

  it('finds a 5xx, and a 4xx that is not JSON', () => {
    expect(problemsWith(answer(500, error('internal')))).toEqual(['answered 500']);
    expect(problemsWith(answer(503, error('feature_unavailable')))).toEqual(['answered 503']);
    expect(problemsWith(answer(400, 'Malformed JSON in request body'))).toEqual([
      "a 400 without the API's JSON error ({ error: { code, message } })",
    ]);
  });

  it('finds stack traces, SQL and the names of the database, the ORM and files', () => {
    const leaks = [
      'Error: boom\n    at handler (/work/main/packages/commerce/src/modules/x.ts:10:5)',
      JSON.stringify({ error: { code: 'x', message: 'boom', stack: 'Error\n    at file:///app/x.js:1:2' } }),
      'Failed query: select "id" from "products" where "id" = $1',
      'syntax error at or near "SELECT"',
      'duplicate key value violates unique constraint (postgres)',
      'DrizzleQueryError: …',
      'Cannot find module node_modules/pg',
    ];
    for (const text of leaks)
      expect(
        problemsWith(answer(400, text)).some((p) => p.startsWith('shows')),
        text,
      ).toBe(true);
  });
});
