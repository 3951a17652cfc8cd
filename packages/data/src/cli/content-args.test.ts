import { describe, expect, it } from 'vitest';
import { UsageError } from './args.js';
import { parseContentArgs } from './content-args.js';

describe('parseContentArgs', () => {
  it('reads import and export with their folder', () => {
    expect(parseContentArgs(['import', './content'])).toEqual({ command: 'import', dir: './content', help: false });
    expect(parseContentArgs(['export', '/tmp/out'])).toEqual({ command: 'export', dir: '/tmp/out', help: false });
  });

  it('answers help for --help or -h, whatever else is given', () => {
    expect(parseContentArgs(['--help'])).toEqual({ help: true });
    expect(parseContentArgs(['import', '-h'])).toEqual({ help: true });
  });

  it.each([
    [[], 'say what to do: import or export'],
    [['publish', 'x'], 'unknown command "publish": use import or export'],
    [['import'], 'import needs a folder, e.g. import ./content'],
    [['export', '  '], 'export needs a folder, e.g. export ./content'],
    [['import', 'a', 'b'], 'one folder only; also got "b"'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseContentArgs(argv)).toThrow(new UsageError(message));
  });

  it('keeps parseArgs’s words for an unknown option', () => {
    expect(() => parseContentArgs(['import', 'x', '--force'])).toThrow(UsageError);
    expect(() => parseContentArgs(['import', 'x', '--force'])).toThrow(/--force/);
  });
});
