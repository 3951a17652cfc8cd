import { describe, expect, it } from 'vitest';
import { UsageError } from './args.js';
import { parseStaffArgs } from './staff-args.js';

describe('parseStaffArgs', () => {
  it('reads each command with its e-mail, and add with its role', () => {
    expect(parseStaffArgs(['add', 'ada@example.com', '--role', 'content-author'])).toEqual({
      command: 'add',
      email: 'ada@example.com',
      role: 'content-author',
      help: false,
    });
    expect(parseStaffArgs(['add', '--role=admin', 'ada@example.com'])).toMatchObject({ role: 'admin' });
    expect(parseStaffArgs(['list'])).toEqual({ command: 'list', help: false });
    for (const command of ['disable', 'enable', 'reset'])
      expect(parseStaffArgs([command, 'ada@example.com'])).toEqual({ command, email: 'ada@example.com', help: false });
  });

  it('answers help for --help or -h, whatever else is given', () => {
    expect(parseStaffArgs(['--help'])).toEqual({ help: true });
    expect(parseStaffArgs(['add', '-h'])).toEqual({ help: true });
  });

  it.each([
    [[], 'say what to do: add, list, disable, enable, reset'],
    [['remove', 'a@b.co'], 'unknown command "remove": use add, list, disable, enable, reset'],
    [['add', 'a@b.co'], 'add needs --role: content-author, merchandiser, admin'],
    [['add', 'a@b.co', '--role', 'owner'], 'unknown role "owner": use content-author, merchandiser, admin'],
    [['add', '--role', 'admin'], 'add needs an e-mail, e.g. add ada@example.com'],
    [['disable'], 'disable needs an e-mail, e.g. disable ada@example.com'],
    [['reset', 'a@b.co', 'c@d.co'], 'one e-mail only; also got "c@d.co"'],
    [['list', 'a@b.co'], 'list takes no arguments; got "a@b.co"'],
    [['disable', 'a@b.co', '--role', 'admin'], '--role goes with add only'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseStaffArgs(argv)).toThrow(new UsageError(message));
  });

  it('keeps parseArgs’s words for an unknown option or a missing value', () => {
    expect(() => parseStaffArgs(['list', '--all'])).toThrow(/--all/);
    expect(() => parseStaffArgs(['add', 'a@b.co', '--role'])).toThrow(UsageError);
  });
});
