import { describe, expect, it } from 'vitest';
import { stripDefaultMessages } from './strip-default-messages';

/** The code with runs of blanks read as one space, as a minifier would drop them. */
const squeezed = (code: string) => stripDefaultMessages(code).replace(/ {2,}/g, ' ');

describe('stripDefaultMessages', () => {
  it('drops the English text of descriptors, wherever the property sits', () => {
    expect(squeezed('f({id:`a.b`,defaultMessage:`Add to Bag`})')).toBe('f({id:`a.b` })');
    expect(squeezed('f({defaultMessage:`Add to Bag`,id:`a.b`})')).toBe('f({ id:`a.b`})');
    expect(squeezed('x({id:`a`,defaultMessage:"It\'s \\"here\\"",values:v})')).toBe('x({id:`a` ,values:v})');
    expect(squeezed("x({ id: 'a', defaultMessage: 'Only {n} left!' })")).toBe("x({ id: 'a' })");
    expect(squeezed('x({defaultMessage:`Only`})')).toBe('x({ })');
    for (const code of [
      'f({id:`a`,defaultMessage:`A`,values:v})',
      'f({defaultMessage:`A`,id:`a`})',
      'f({defaultMessage:`A`})',
    ]) {
      // What is left still parses.
      expect(() => new Function('f', 'v', `return ${stripDefaultMessages(code)}`)).not.toThrow();
    }
  });

  it('keeps every line and column, so source positions stay true', () => {
    const code = 'f({\n  id: "a.b",\n  defaultMessage: "Add to Bag",\n  values: v\n})';
    const out = stripDefaultMessages(code);
    expect(out.split('\n').map((line) => line.length)).toEqual(code.split('\n').map((line) => line.length));
    expect(out).not.toContain('Add to Bag');
    expect(out.replace(/\s+/g, '')).toBe('f({id:"a.b",values:v})');
    // The result is code: it still parses as an object.
    expect(new Function(`const f = (o) => o; const v = 1; return ${out};`)()).toEqual({ id: 'a.b', values: 1 });
  });

  it('keeps ICU text intact up to the closing quote, escaped backticks included', () => {
    const code = 'm({id:`c`,defaultMessage:`{count, plural, one {# item} other {# items}} \\` ok`}),n()';
    expect(squeezed(code)).toBe('m({id:`c` }),n()');
  });

  it('leaves alone what is not a whole literal value of a descriptor property', () => {
    for (const code of [
      'm({id:`c`,defaultMessage:`Hello ${name}`})',
      'let defaultMessages=1;',
      'f(x.defaultMessage)',
      'g(c ? defaultMessage : "id")',
      'h({id:"a",defaultMessage:"a" + b})',
      'const s = "defaultMessage: \\"x\\"";',
    ]) {
      expect(stripDefaultMessages(code)).toBe(code);
    }
  });
});
