import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { nulPathIn, nulRefusal, refuseNulInUrl } from './nul-guard.js';

describe('the NUL guard', () => {
  it('finds a NUL in a string at any depth, in values and keys, and names where', () => {
    expect(nulPathIn('a\u0000b')).toBe('');
    expect(nulPathIn({ customer: { email: 'ada\u0000@example.com' } })).toBe('customer.email');
    expect(nulPathIn({ items: [{ id: 'x' }, { id: '\u0000' }] })).toBe('items.1.id');
    expect(nulPathIn({ c_fields: { 'a\u0000': 1 } })).toBe('c_fields.a\\u0000');
    expect(nulPathIn({ a: 'a', b: ['b', 1, null, true], c: { d: 'é😀' } })).toBeUndefined();
    expect(nulPathIn(new Date(0))).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(nulPathIn(deep)).toBe(Array(100_000).fill('0').join('.'));
  });

  it('answers the API’s invalid_input error naming the field', () => {
    expect(nulRefusal('json', { login: 'a\u0000' })).toEqual({
      error: {
        code: 'invalid_input',
        message: 'login: must not contain the NUL character (\\u0000).',
        details: [{ path: 'login', in: 'json', message: 'must not contain the NUL character (\\u0000).' }],
      },
    });
    expect(nulRefusal('param', 'a\u0000')?.error.message).toBe('param: must not contain the NUL character (\\u0000).');
    expect(nulRefusal('json', { login: 'a' })).toBeUndefined();
  });

  it('refuses a percent-encoded NUL in the path or the query before any route', async () => {
    const app = new Hono();
    app.use('*', refuseNulInUrl);
    app.get('*', (c) => c.text('reached'));
    const answer = async (url: string) => {
      const response = await app.request(url);
      return { status: response.status, body: await response.text() };
    };
    expect(await answer('/products?q=a%00b')).toMatchObject({
      status: 400,
      body: expect.stringContaining('"q: must not'),
    });
    expect(await answer('/addresses/a%00b')).toMatchObject({
      status: 400,
      body: expect.stringContaining('"path: must not'),
    });
    expect(await answer('/x?%00=1')).toMatchObject({
      status: 400,
      body: expect.stringContaining('"\\\\u0000: must not'),
    });
    expect((await answer('/anything/undeclared?other=%00')).status).toBe(400);
    // %2500 is a percent sign followed by "00", not a NUL.
    expect(await answer('/products?q=%2500')).toEqual({ status: 200, body: 'reached' });
    expect(await answer('/products/a%20b?q=caf%C3%A9')).toEqual({ status: 200, body: 'reached' });
  });
});
