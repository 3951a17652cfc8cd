/**
 * npm run content -- import <dir> | export <dir>
 * Moves content items and editions (decision 045) between the database named by the environment
 * and a folder of JSON files: `items/{id}.json`, `editions/{id}.json`.
 */
import { databaseOptionsFromEnv, migrate, openDatabase } from '../load/commerce.js';
import { UsageError } from './args.js';
import { CONTENT_USAGE, parseContentArgs, type ContentArgs, type ContentCommand } from './content-args.js';
import { exportFolder, importFolder, refuseUnreadable } from './content-command.js';
import { readContentFolder } from './content-files.js';
import { describeDatabase } from './database.js';

async function main(): Promise<void> {
  let args: ContentArgs;
  try {
    args = parseContentArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`content: ${error.message}\n\n${CONTENT_USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (args.help) {
    process.stdout.write(`${CONTENT_USAGE}\n`);
    return;
  }
  try {
    process.exitCode = await run(args);
  } catch (error) {
    process.stderr.write(`\ncontent: failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

async function run(args: ContentCommand): Promise<number> {
  // Files first: a folder that cannot be read is refused before the database is opened.
  const read = args.command === 'import' ? await readContentFolder(args.dir) : undefined;
  const unreadable = read && refuseUnreadable(read, process.stderr);
  if (unreadable !== undefined) return unreadable;
  const options = databaseOptionsFromEnv();
  process.stderr.write(`Content ${args.command}: ${args.dir} ${read ? 'into' : 'from'} ${describeDatabase(options)}\n`);
  const handle = await openDatabase(options);
  try {
    await migrate(handle);
    return read
      ? await importFolder(read, args.dir, handle, process.stderr)
      : await exportFolder(args.dir, handle, process.stderr);
  } finally {
    await handle.close();
  }
}

await main();
