import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH, contentSecurityPolicy, cspReports, securityHeaders } from './security-headers.js';

type Env = { Variables: { cspNonce?: string; requestId?: string } };

function appFor(mode: 'production' | 'development', page: (nonce: string | undefined) => Response) {
  const app = new Hono<Env>();
  app.use('*', securityHeaders({ mode, formTargets: ['https://appleid.apple.com'] }));
  app.all('*', (c) => page(c.get('cspNonce')));
  return app;
}

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

describe('securityHeaders', () => {
  it('sends a policy whose only inline scripts are the request’s nonce, fresh each request', async () => {
    let used: string | undefined;
    const app = appFor('production', (nonce) => {
      used = nonce;
      return new Response(`<script nonce="${nonce}"></script>`, { headers: { 'content-type': 'text/html' } });
    });
    const first = await app.request('http://shop.test/');
    const policy = directives(first.headers.get('content-security-policy')!);
    expect(used).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${used}'`]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://appleid.apple.com']);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('strict-transport-security')).toBeNull();
    const firstNonce = used;
    await app.request('http://shop.test/');
    expect(used).not.toBe(firstNonce);
  });

  it('adds HSTS and upgrades requests over https', async () => {
    const answer = await appFor('production', () => new Response('ok')).request('https://shop.example/');
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(answer.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('keeps an answer’s own policy, and the immutable headers of a proxied answer are copied', async () => {
    const own = await appFor(
      'production',
      () => new Response('<svg/>', { headers: { 'content-security-policy': "default-src 'none'" } }),
    ).request('http://shop.test/i/x.svg');
    expect(own.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    const proxied = Response.redirect('http://shop.test/elsewhere', 302); // immutable headers, as fetch's
    const answer = await appFor('production', () => proxied).request('http://shop.test/');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it('leaves the policy out in development, where Vite injects scripts of its own', async () => {
    const answer = await appFor('development', () => new Response('ok')).request('http://shop.test/');
    expect(answer.headers.get('content-security-policy')).toBeNull();
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it('reads the nonce back after the render: a stored page is served with the nonce it was rendered with', async () => {
    const app = new Hono<Env>();
    app.use('*', securityHeaders({ mode: 'production' }));
    app.all('*', (c) => {
      c.set('cspNonce', 'storedNonce');
      return c.text('cached page');
    });
    const policy = (await app.request('http://shop.test/c/tents')).headers.get('content-security-policy')!;
    expect(policy).toContain("'nonce-storedNonce'");
  });
});

describe('contentSecurityPolicy', () => {
  it('never allows inline scripts without the nonce', () => {
    const policy = directives(contentSecurityPolicy('abc', { https: false }));
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });
});

describe('cspReports', () => {
  const logged: unknown[] = [];
  const app = new Hono<Env>();
  app.post(CSP_REPORT_PATH, cspReports({ info() {}, error() {}, warn: (fields) => logged.push(fields) }));
  const send = (type: string, body: string) =>
    app.request(`http://shop.test${CSP_REPORT_PATH}`, { method: 'POST', headers: { 'content-type': type }, body });

  it('logs a browser’s report and answers 204', async () => {
    const report = { 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } };
    expect((await send('application/csp-report', JSON.stringify(report))).status).toBe(204);
    expect(logged).toEqual([expect.objectContaining({ msg: 'content security policy violation', report })]);
  });

  it('refuses what is not a report', async () => {
    expect((await send('text/plain', 'hello')).status).toBe(415);
    expect((await send('application/csp-report', '{not json')).status).toBe(400);
    expect((await send('application/csp-report', JSON.stringify({ a: 'x'.repeat(9000) }))).status).toBe(413);
    expect(logged).toHaveLength(1);
  });
});
