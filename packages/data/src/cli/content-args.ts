import { parseArgs } from 'node:util';
import { UsageError } from './args.js';

export type ContentCommand = { command: 'import' | 'export'; dir: string; help: false };
export type ContentArgs = ContentCommand | { help: true };

export const CONTENT_USAGE = `Usage: npm run content -- import <dir>
       npm run content -- export <dir>

  import <dir>   reads <dir>/items/*.json and <dir>/editions/*.json (content items and editions in
                 their stored form) and writes them all, or nothing when any is invalid; the same
                 files imported twice change nothing
  export <dir>   writes every content item and edition to <dir>/items/{id}.json and
                 <dir>/editions/{id}.json (files of items no longer in the database are removed)

The database comes from the environment: DATABASE_URL for PostgreSQL, otherwise PGlite under $DATA_DIR (default ./.data).`;

export function parseContentArgs(argv: readonly string[]): ContentArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help) return { help: true };
  const [command, dir, ...extra] = parsed.positionals;
  if (command === undefined) throw new UsageError('say what to do: import or export');
  if (command !== 'import' && command !== 'export')
    throw new UsageError(`unknown command "${command}": use import or export`);
  if (dir === undefined || dir.trim() === '')
    throw new UsageError(`${command} needs a folder, e.g. ${command} ./content`);
  if (extra.length > 0) throw new UsageError(`one folder only; also got ${extra.map((e) => `"${e}"`).join(', ')}`);
  return { command, dir, help: false };
}
