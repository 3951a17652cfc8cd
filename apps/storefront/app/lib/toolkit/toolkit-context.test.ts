import { describe, expect, it } from 'vitest';
import {
  contextFromParams,
  fromDisplay,
  isEmptyContext,
  qualifierPair,
  sourceCodeToApply,
  toDisplay,
  withContextParams,
  withoutToolkitParams,
} from './toolkit-context';

const params = (query: string) => new URLSearchParams(query);

describe('the toolkit context in the address (stk_ parameters)', () => {
  it('reads every field, lists and objects as JSON', () => {
    const { context, warnings } = contextFromParams(
      params(
        'q=jacket&stk_effectiveDateTime=2026-12-20T08:00:00Z&stk_customerGroupIds=["Everyone","VIP"]' +
          '&stk_sourceCode=WINTER&stk_customQualifiers={"store":"denver"}&stk_assignmentQualifiers={"tier":"gold"}',
      ),
    );
    expect(warnings).toEqual([]);
    expect(context).toEqual({
      effectiveDateTime: '2026-12-20T08:00:00.000Z',
      customerGroupIds: ['Everyone', 'VIP'],
      sourceCode: 'WINTER',
      customQualifiers: { store: 'denver' },
      assignmentQualifiers: { tier: 'gold' },
    });
  });

  it('ignores what it cannot read, with a warning each, and keeps the rest', () => {
    const { context, warnings } = contextFromParams(
      params(
        'stk_customerGroupIds=[Everyone&stk_customQualifiers=["a"]&stk_effectiveDateTime=tomorrow&stk_sourceCode=SPRING' +
          '&stk_assignmentQualifiers={"k":1}',
      ),
    );
    expect(context).toEqual({ sourceCode: 'SPRING' });
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toContain('stk_effectiveDateTime');
    expect(warnings.join(' ')).toContain('stk_customerGroupIds is not JSON');
  });

  it('writes the fields set, replacing the old ones, and strips them on exit', () => {
    const start = params('q=boots&__sftoolkit=on&stk_sourceCode=OLD&stk_customQualifiers={"a":"b"}');
    const written = withContextParams(start, { sourceCode: 'NEW', customerGroupIds: ['VIP'], customQualifiers: {} });
    expect(written.toString()).toBe('q=boots&__sftoolkit=on&stk_customerGroupIds=%5B%22VIP%22%5D&stk_sourceCode=NEW');
    expect(contextFromParams(written).context).toEqual({ sourceCode: 'NEW', customerGroupIds: ['VIP'] });
    expect(withoutToolkitParams(written).toString()).toBe('q=boots');
  });

  it('tells an empty context', () => {
    expect(isEmptyContext({})).toBe(true);
    expect(isEmptyContext({ customerGroupIds: [], customQualifiers: {} })).toBe(true);
    expect(isEmptyContext({ sourceCode: 'X' })).toBe(false);
  });
});

describe('the effective date and time as shown (7 hours behind UTC)', () => {
  it('shows a stored moment 7 hours earlier and reads an entered one back', () => {
    expect(toDisplay('2026-12-20T05:30:00.000Z')).toEqual({ date: '2026-12-19', time: '22:30:00' });
    expect(fromDisplay('2026-12-19', '22:30:00')).toBe('2026-12-20T05:30:00.000Z');
    expect(fromDisplay('2026-12-19', '22:30')).toBe('2026-12-20T05:30:00.000Z');
  });

  it('takes midnight when only a date is chosen', () => {
    expect(fromDisplay('2026-12-19', '')).toBe('2026-12-19T07:00:00.000Z');
  });

  it('refuses what is not a date or a time', () => {
    expect(fromDisplay('2026-02-31', '10:00')).toBeUndefined();
    expect(fromDisplay('19/12/2026', '10:00')).toBeUndefined();
    expect(fromDisplay('2026-12-19', '24:00')).toBeUndefined();
    expect(fromDisplay('', '')).toBeUndefined();
  });
});

describe('what the toolkit accepts', () => {
  it('adds a qualifier only when key and value are both non-blank after trimming', () => {
    expect(qualifierPair('  store ', ' denver ')).toEqual(['store', 'denver']);
    expect(qualifierPair('store', '   ')).toBeUndefined();
    expect(qualifierPair('  ', 'denver')).toBeUndefined();
    expect(qualifierPair('k'.repeat(51), 'v')).toBeUndefined();
  });

  it('applies a source code only when it is not blank', () => {
    expect(sourceCodeToApply('  WINTER ')).toBe('WINTER');
    expect(sourceCodeToApply('   ')).toBeUndefined();
  });
});
