import { describe, expect, it } from 'vitest';
import { metricsListenFromEnv, serveMetrics } from './metrics-listener.js';

describe('metricsListenFromEnv', () => {
  it('is off without METRICS_PORT, and on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(metricsListenFromEnv({})).toBeUndefined();
    expect(metricsListenFromEnv({ METRICS_PORT: ' ' })).toBeUndefined();
    expect(metricsListenFromEnv({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metricsListenFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
  });

  it("refuses a port that is no port, or the shop's own", () => {
    expect(() => metricsListenFromEnv({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => metricsListenFromEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => metricsListenFromEnv({ METRICS_PORT: '3000', PORT: '3000' })).toThrow(/differ from PORT/);
  });
});

describe('serveMetrics', () => {
  it('answers GET /metrics with what it collects, and nothing else', async () => {
    const url = await serveMetrics({ port: 0, host: '127.0.0.1' }, async () => ({
      contentType: 'text/plain; version=0.0.4',
      body: 'up 1\n',
    }));
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4');
    expect(await response.text()).toBe('up 1\n');
    expect((await fetch(url.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(url, { method: 'POST' })).status).toBe(405);
  });

  it('answers 500 when collecting fails', async () => {
    const url = await serveMetrics({ port: 0, host: '127.0.0.1' }, () => Promise.reject(new Error('registry broke')));
    const response = await fetch(url);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('registry broke');
  });
});
