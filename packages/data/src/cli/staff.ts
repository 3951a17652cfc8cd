/**
 * npm run staff -- add <email> --role <role> | list | disable <email> | enable <email> | reset <email>
 * Staff accounts (decision 047) in the database named by the environment.
 */
import { databaseOptionsFromEnv, migrate, openDatabase } from '../load/commerce.js';
import { UsageError } from './args.js';
import { describeDatabase } from './database.js';
import { parseStaffArgs, STAFF_USAGE, type StaffArgs, type StaffCommand } from './staff-args.js';
import { runStaffCommand } from './staff-command.js';
import { PromptCancelled, readStaffPassword } from './staff-password.js';

async function main(): Promise<void> {
  let args: StaffArgs;
  try {
    args = parseStaffArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`staff: ${error.message}\n\n${STAFF_USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (args.help) {
    process.stdout.write(`${STAFF_USAGE}\n`);
    return;
  }
  try {
    process.exitCode = await run(args);
  } catch (error) {
    if (error instanceof PromptCancelled) {
      process.exitCode = 130;
    } else if (error instanceof UsageError) {
      process.stderr.write(`staff: ${error.message}\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`staff: failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  }
}

async function run(args: StaffCommand): Promise<number> {
  // The password first: nothing is opened for a command that cannot go on.
  const needsPassword = args.command === 'add' || args.command === 'reset';
  const password = needsPassword
    ? await readStaffPassword({ stdin: process.stdin, stderr: process.stderr, env: process.env })
    : undefined;
  const options = databaseOptionsFromEnv();
  process.stderr.write(`Staff accounts in ${describeDatabase(options)}\n`);
  const handle = await openDatabase(options);
  try {
    await migrate(handle);
    return await runStaffCommand(args, handle.db, {
      stdout: process.stdout,
      stderr: process.stderr,
      ...(password === undefined ? {} : { password }),
    });
  } finally {
    await handle.close();
  }
}

await main();
