import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UsageError } from './args.js';
import { PromptCancelled, readStaffPassword, type PasswordInput } from './staff-password.js';

const quiet = () => {
  let text = '';
  return { write: (chunk: string) => (text += chunk), text: () => text };
};

/** A terminal's stdin that sends these keystrokes, one chunk per resume. */
function terminal(...answers: string[]): PasswordInput & { raw: boolean[] } {
  const emitter = new EventEmitter();
  const raw: boolean[] = [];
  return Object.assign(emitter, {
    isTTY: true,
    raw,
    setRawMode: (on: boolean) => raw.push(on),
    setEncoding: () => {},
    pause: () => {},
    resume: () => {
      const next = answers.shift();
      if (next !== undefined) setImmediate(() => emitter.emit('data', next));
    },
    [Symbol.asyncIterator]: () => {
      throw new Error('a terminal is read key by key');
    },
  }) as unknown as PasswordInput & { raw: boolean[] };
}

describe('readStaffPassword', () => {
  it('takes STAFF_PASSWORD when it is set', async () => {
    const stdin = Readable.from(['Other-Pass-1\n']) as unknown as PasswordInput;
    expect(await readStaffPassword({ stdin, stderr: quiet(), env: { STAFF_PASSWORD: 'Env-Pass-2026' } })).toBe(
      'Env-Pass-2026',
    );
  });

  it('takes the first line of a pipe, without its line ending', async () => {
    const stdin = Readable.from(['Piped-Pass', '-2026\r\nmore\n']) as unknown as PasswordInput;
    expect(await readStaffPassword({ stdin, stderr: quiet(), env: {} })).toBe('Piped-Pass-2026');
    const empty = Readable.from([]) as unknown as PasswordInput;
    await expect(readStaffPassword({ stdin: empty, stderr: quiet(), env: {} })).rejects.toThrow(UsageError);
  });

  it('asks twice at a terminal without echo, with Backspace, and refuses two that differ or Ctrl-C', async () => {
    const stderr = quiet();
    const stdin = terminal('Secret-Pass-20266\u007f\r', 'Secret-Pass-2026\r');
    expect(await readStaffPassword({ stdin, stderr, env: {} })).toBe('Secret-Pass-2026');
    expect(stderr.text()).toBe('Password: \nPassword again: \n');
    expect(stdin.raw).toEqual([true, false, true, false]);

    await expect(
      readStaffPassword({ stdin: terminal('One-Pass-2026\r', 'Two-Pass-2026\r'), stderr, env: {} }),
    ).rejects.toThrow('the two passwords differ');
    await expect(readStaffPassword({ stdin: terminal('abc\u0003'), stderr, env: {} })).rejects.toThrow(PromptCancelled);
  });
});
