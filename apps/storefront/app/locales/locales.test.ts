import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

type Messages = Record<string, string>;

const dir = import.meta.dirname;
const read = (file: string): Messages => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Messages;

const source = read('en-US.json');
const sourceIds = Object.keys(source).sort();
/** Every translation beside en-US (the compiled/ output folder is not a .json file, so it is skipped). */
const translations = readdirSync(dir)
  .filter((file) => file.endsWith('.json') && file !== 'en-US.json')
  .map((file) => [file.replace(/\.json$/, ''), read(file)] as const);

/** ICU argument names in a message, each with its kind (e.g. `count:plural`), including nested ones. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(`${el.value}:${TYPE[el.type]}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        found.add(`${el.value}:${TYPE[el.type]}`);
        for (const option of Object.values(el.options)) argumentsOf(option.value, found);
        break;
      case TYPE.tag:
        found.add(`<${el.value}>`);
        argumentsOf(el.children, found);
        break;
    }
  }
  return found;
}
const argumentsIn = (message: string) => [...argumentsOf(parse(message))].sort();

/** Every source file of the app, tests and compiled catalogues aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'compiled' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The messages the code asks for: `{ id: '…', defaultMessage: '…' }` and `id="…" defaultMessage="…"`,
 * conditional ones included (which `formatjs extract` skips).
 */
function messagesInCode(): { found: Map<string, string>; unread: string[] } {
  const found = new Map<string, string>();
  const unread: string[] = [];
  const pattern = /\bid(?:=|:\s*)(["'])([\w.-]+)\1,?\s*defaultMessage(?:=|:\s*)(["'`])((?:(?!\3)[^\\]|\\.)*)\3/g;
  // Every default in the code, read or not: the client build strips them all (decision 005).
  const anyDefault = /\bdefaultMessage(?:=|:\s*)["'`]/g;
  for (const file of sourceFiles(join(dir, '..'))) {
    const text = readFileSync(file, 'utf8');
    const matches = [...text.matchAll(pattern)];
    for (const match of matches) found.set(match[2]!, match[4]!.replace(/\\(.)/g, '$1'));
    const all = text.match(anyDefault)?.length ?? 0;
    if (all !== matches.length) unread.push(`${file}: ${all - matches.length} not read as id + defaultMessage`);
  }
  return { found, unread };
}

describe('locale messages', () => {
  it('has every message the code uses, with the same English text', () => {
    const { found: used, unread } = messagesInCode();
    // A descriptor this test cannot read (id not a literal, or not just before its default) would
    // escape the checks below, yet lose its default in the browser: write it `id` first.
    expect(unread).toEqual([]);
    expect(used.size).toBeGreaterThan(500);
    expect([...used.keys()].filter((id) => !(id in source))).toEqual([]);
    expect([...used].filter(([id, text]) => id in source && source[id] !== text)).toEqual([]);
  });

  it('has the translations', () => {
    expect(translations.map(([locale]) => locale).sort()).toEqual(expect.arrayContaining(['en-CA', 'fr-CA']));
  });

  it('en-US compiles', () => {
    for (const [id, message] of Object.entries(source)) {
      expect(() => parse(message), `en-US ${id}`).not.toThrow();
    }
  });

  describe.each(translations)('%s', (locale, messages) => {
    it('has exactly the en-US ids', () => {
      expect(Object.keys(messages).sort()).toEqual(sourceIds);
    });

    it('compiles', () => {
      for (const [id, message] of Object.entries(messages)) {
        expect(typeof message, `${locale} ${id}`).toBe('string');
        // Empty, react-intl would fall back to a default the browser no longer has (decision 005).
        expect(message, `${locale} ${id}`).not.toBe('');
        expect(() => parse(message), `${locale} ${id}`).not.toThrow();
      }
    });

    it('keeps the ICU arguments of en-US', () => {
      for (const id of sourceIds) {
        if (!(id in messages)) continue; // reported by the id check
        expect(argumentsIn(messages[id]!), `${locale} ${id}`).toEqual(argumentsIn(source[id]!));
      }
    });
  });

  it('fr-CA is translated for at least 90% of ids', () => {
    const fr = read('fr-CA.json');
    const same = sourceIds.filter((id) => fr[id] === source[id]);
    expect(same.length, `identical to en-US: ${same.join(', ')}`).toBeLessThanOrEqual(sourceIds.length * 0.1);
  });
});
