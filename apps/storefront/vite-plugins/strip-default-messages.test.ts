import { describe, expect, it } from 'vitest';
import { stripDefaultMessages } from './strip-default-messages';

describe('stripDefaultMessages', () => {
  it('drops the English text of descriptors, wherever the property sits', () => {
    expect(stripDefaultMessages('f({id:`a.b`,defaultMessage:`Add to Bag`})')).toBe('f({id:`a.b`})');
    expect(stripDefaultMessages('f({defaultMessage:`Add to Bag`,id:`a.b`})')).toBe('f({id:`a.b`})');
    expect(stripDefaultMessages('x({id:`a`,defaultMessage:"It\'s \\"here\\"",values:v})')).toBe('x({id:`a`,values:v})');
    expect(stripDefaultMessages("x({id:'a',defaultMessage:'Only {n} left!'})")).toBe("x({id:'a'})");
  });

  it('reads code before minification too: spaces and line breaks around the property', () => {
    const code = 'f({\n  id: "a.b",\n  defaultMessage: "Add to Bag",\n  values: v\n})';
    expect(stripDefaultMessages(code)).toBe('f({\n  id: "a.b",\n  values: v\n})');
  });

  it('keeps ICU text intact up to the closing quote, escaped backticks included', () => {
    const code = 'm({id:`c`,defaultMessage:`{count, plural, one {# item} other {# items}} \\` ok`}),n()';
    expect(stripDefaultMessages(code)).toBe('m({id:`c`}),n()');
  });

  it('leaves a computed template literal and unrelated code alone', () => {
    const computed = 'm({id:`c`,defaultMessage:`Hello ${name}`})';
    expect(stripDefaultMessages(computed)).toBe(computed);
    expect(stripDefaultMessages('let defaultMessages=1;')).toBe('let defaultMessages=1;');
  });
});
