import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { LogFields } from '../logger.js';
import { handleError } from './error-handler.js';

function appThrowing(error: Error) {
  const logged: { level: string; fields: LogFields }[] = [];
  const log = (level: string) => (fields: LogFields) => logged.push({ level, fields });
  const app = new Hono();
  app.get('/boom', () => {
    throw error;
  });
  app.onError(handleError({ info: log('info'), warn: log('warn'), error: log('error') }));
  return { app, logged };
}

describe('handleError', () => {
  it('answers a lost database connection 503 unavailable with Retry-After, and logs the driver’s message only', async () => {
    const cause = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const { app, logged } = appThrowing(new Error('Failed query: select … params: secret@example.com', { cause }));
    const response = await app.request('/boom');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('unavailable');
    expect(body.error.message).toMatch(/try again in a few seconds/);
    expect(logged).toEqual([
      { level: 'warn', fields: { msg: 'database unavailable', err: cause.message, path: '/boom' } },
    ]);
  });

  it('answers a value PostgreSQL refuses (a data exception) 400 invalid_input, logging the driver’s message only', async () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const { app, logged } = appThrowing(new Error('Failed query: select … params: a\u0000b', { cause }));
    const response = await app.request('/boom');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: 'invalid_input',
      message: 'A value in the request cannot be used. Please check it.',
    });
    expect(logged).toEqual([
      { level: 'warn', fields: { msg: 'database refused input', err: cause.message, path: '/boom' } },
    ]);
  });

  it('still answers any other failure 500 internal', async () => {
    const { app, logged } = appThrowing(Object.assign(new Error('duplicate key'), { code: '23505' }));
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(logged.map((l) => l.level)).toEqual(['error']);
  });
});
