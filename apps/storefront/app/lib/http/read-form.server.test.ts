import { describe, expect, it } from 'vitest';
import { readForm } from './read-form.server';

const post = (body?: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/login', { method: 'POST', body: body ?? null, headers });

/** What readForm threw: the Response a route sends or renders its error boundary with. */
async function refusal(request: Request): Promise<Response> {
  const thrown: unknown = await readForm(request).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe('readForm', () => {
  it('reads the URL-encoded forms the pages send', async () => {
    const form = await readForm(post(new URLSearchParams({ intent: 'login', email: 'a@b.test' })));
    expect(Object.fromEntries(form)).toEqual({ intent: 'login', email: 'a@b.test' });
  });

  it('reads the multipart forms the hearts send, whatever the case and parameters of the type', async () => {
    const body = new FormData();
    body.set('intent', 'add');
    body.set('productId', 'RL1');
    expect(Object.fromEntries(await readForm(post(body)))).toEqual({ intent: 'add', productId: 'RL1' });
    const form = await readForm(post('a=1', { 'content-type': 'Application/X-WWW-Form-URLEncoded; charset=UTF-8' }));
    expect(form.get('a')).toBe('1');
  });

  it('answers 400 when no form was sent', async () => {
    const response = await refusal(post());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, status: 400, message: 'No form was sent.' });
  });

  it.each([
    ['application/json', '{"intent":"login"}'],
    ['text/plain', 'intent=login'],
    ['application/xml', '<intent/>'],
  ])('answers 415 to a %s body', async (type, body) => {
    const response = await refusal(post(body, { 'content-type': type }));
    expect(response.status).toBe(415);
    expect(response.statusText).toBe('Unsupported Media Type');
    expect(((await response.json()) as { ok: boolean }).ok).toBe(false);
  });

  it('answers 400 to a field, or a field name, holding a NUL character', async () => {
    for (const body of ['intent=remove-coupon&code=SAVE%0010', 'intent=precheck&email%00=a%40b.test']) {
      const response = await refusal(post(body, { 'content-type': 'application/x-www-form-urlencoded' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        ok: false,
        status: 400,
        message: 'A field of the form holds a NUL character.',
      });
    }
    const multipart = new FormData();
    multipart.set('email', 'ada\u0000@example.com');
    expect((await refusal(post(multipart))).status).toBe(400);
  });

  it('answers 400 to a multipart body that cannot be read', async () => {
    const response = await refusal(post('not multipart at all', { 'content-type': 'multipart/form-data' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
