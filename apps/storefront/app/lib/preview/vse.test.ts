import { describe, expect, it } from 'vitest';
import { decideAuthorPreview, decideVse, parseVseTimestamp, previewEnvironments, withVseParams } from './vse';

const envs = ['staging', 'uat'];
const params = (query: string) => new URLSearchParams(query);

describe('the preview environment (vse, spec 3 §4.2)', () => {
  it('sets the cookies from the parameters of a listed environment', () => {
    const decision = decideVse(params('vse=staging&vse-timestamp=1798761600000'), {}, true, envs);
    expect(decision.preview).toEqual({ environment: 'staging', timestamp: '2027-01-01T00:00:00.000Z' });
    expect(decision.cookies).toEqual({ vse: 'staging', 'vse-timestamp': '2027-01-01T00:00:00.000Z' });
  });

  it('ignores an environment the shop does not list, and ends any preview', () => {
    const decision = decideVse(params('vse=prod-hack'), { vse: 'staging' }, true, envs);
    expect(decision.preview).toBeUndefined();
    expect(decision.cookies).toEqual({ vse: null, 'vse-timestamp': null });
  });

  it('clears the cookies on a first load whose address lacks the parameters', () => {
    const decision = decideVse(
      params('q=boots'),
      { vse: 'staging', timestamp: '2027-01-01T00:00:00.000Z' },
      true,
      envs,
    );
    expect(decision.preview).toBeUndefined();
    expect(decision.cookies).toEqual({ vse: null, 'vse-timestamp': null });
    expect(decideVse(params(''), {}, true, envs).cookies).toEqual({});
  });

  it('keeps previewing from the cookies on a client-side navigation', () => {
    const decision = decideVse(params(''), { vse: 'uat', timestamp: '2027-01-01T00:00:00.000Z' }, false, envs);
    expect(decision.preview).toEqual({ environment: 'uat', timestamp: '2027-01-01T00:00:00.000Z' });
    expect(decision.cookies).toEqual({});
    // Cookies naming an environment no longer listed are dropped.
    expect(decideVse(params(''), { vse: 'old' }, false, envs)).toEqual({
      cookies: { vse: null, 'vse-timestamp': null },
    });
  });

  it('copies the preview back into an address that lacks it, and leaves one that has it', () => {
    const preview = { environment: 'staging', timestamp: '2027-01-01T00:00:00.000Z' };
    expect(withVseParams('?q=boots', preview)).toBe('?q=boots&vse=staging&vse-timestamp=1798761600000');
    expect(withVseParams('?vse=staging&vse-timestamp=1798761600000', preview)).toBeUndefined();
    expect(withVseParams('?vse=staging&vse-timestamp=1', { environment: 'staging' })).toBe('?vse=staging');
  });

  it('reads timestamps as epoch milliseconds, seconds or ISO 8601, and nothing else', () => {
    expect(parseVseTimestamp('1798761600')).toBe('2027-01-01T00:00:00.000Z');
    expect(parseVseTimestamp('2027-01-01T08:00:00-08:00')).toBe('2027-01-01T16:00:00.000Z');
    expect(parseVseTimestamp('tomorrow')).toBeUndefined();
    expect(parseVseTimestamp('2027-01-01')).toBeUndefined();
    expect(parseVseTimestamp('')).toBeUndefined();
  });

  it('lists the configured environments, staging by default, and refuses a malformed name', () => {
    expect(previewEnvironments(undefined)).toEqual(['staging']);
    expect(previewEnvironments(' staging , uat,staging')).toEqual(['staging', 'uat']);
    expect(previewEnvironments('')).toEqual([]);
    expect(() => previewEnvironments('staging,<script>')).toThrow('PREVIEW_ENVIRONMENTS');
  });
});

describe('author preview mode (spec 3 §2.2, §4.2)', () => {
  it('is turned on and off by its parameter, which sets or clears the cookie, and otherwise follows the cookie', () => {
    expect(decideAuthorPreview(params('pagePreview=on'), undefined)).toEqual({ requested: true, cookie: 'set' });
    expect(decideAuthorPreview(params('pagePreview=TRUE'), undefined)).toEqual({ requested: true, cookie: 'set' });
    expect(decideAuthorPreview(params('pagePreview=off'), '1')).toEqual({ requested: false, cookie: 'clear' });
    expect(decideAuthorPreview(params(''), '1')).toEqual({ requested: true });
    expect(decideAuthorPreview(params(''), undefined)).toEqual({ requested: false });
  });
});
