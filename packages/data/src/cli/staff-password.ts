import { UsageError } from './args.js';

/** What a password is read from: a terminal's raw keys, STAFF_PASSWORD, or a pipe. */
export type PasswordInput = AsyncIterable<string | Buffer> & {
  isTTY?: boolean;
  setRawMode?(raw: boolean): unknown;
  setEncoding?(encoding: BufferEncoding): unknown;
  on(event: 'data', listener: (chunk: string | Buffer) => void): unknown;
  off(event: 'data', listener: (chunk: string | Buffer) => void): unknown;
  resume?(): unknown;
  pause?(): unknown;
};
export type PasswordSource = { stdin: PasswordInput; stderr: { write(text: string): unknown }; env: NodeJS.ProcessEnv };

/** Ctrl-C at the password prompt: nothing was done. */
export class PromptCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/**
 * The password for `add` or `reset`: STAFF_PASSWORD when it is set (scripts); otherwise asked
 * twice, without echo, when stdin is a terminal; otherwise the first line of stdin (a pipe). An
 * empty one, or two that differ, is refused as bad usage.
 */
export async function readStaffPassword(source: PasswordSource): Promise<string> {
  const fromEnv = source.env.STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  const { stdin, stderr } = source;
  if (stdin.isTTY && stdin.setRawMode) {
    const first = await ask('Password: ', stdin, stderr);
    if (first === '') throw new UsageError('no password given');
    if ((await ask('Password again: ', stdin, stderr)) !== first) throw new UsageError('the two passwords differ');
    return first;
  }
  const piped = await firstLine(stdin);
  if (piped === '')
    throw new UsageError('no password given: run it in a terminal, set STAFF_PASSWORD, or send the password on stdin');
  return piped;
}

/** One line typed at the terminal, not echoed; Backspace removes a character, Ctrl-C cancels. */
function ask(question: string, stdin: PasswordInput, stderr: PasswordSource['stderr']): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause?.();
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed.join(''));
    };
    const onData = (chunk: string | Buffer) => {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u0003') return finish(new PromptCancelled());
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed.push(char);
      }
    };
    stderr.write(question);
    stdin.setRawMode?.(true);
    stdin.setEncoding?.('utf8');
    stdin.on('data', onData);
    stdin.resume?.();
  });
}

/** The first line of a pipe, without its line ending. */
async function firstLine(stdin: PasswordInput): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}
