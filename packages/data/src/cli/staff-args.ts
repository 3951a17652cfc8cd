import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '../load/commerce.js';
import { UsageError } from './args.js';

export type StaffCommand =
  | { command: 'add'; email: string; role: StaffRole; help: false }
  | { command: 'list'; help: false }
  | { command: 'disable' | 'enable' | 'reset'; email: string; help: false };
export type StaffArgs = StaffCommand | { help: true };

const COMMANDS = ['add', 'list', 'disable', 'enable', 'reset'] as const;

export const STAFF_USAGE = `Usage: npm run staff -- add <email> --role <role>
       npm run staff -- list
       npm run staff -- disable <email>
       npm run staff -- enable <email>
       npm run staff -- reset <email>

  add <email> --role <role>   a new staff account; role is ${STAFF_ROLES.join(', ')}
  list                        every staff account, its role, whether it is disabled, its last sign-in
  disable <email>             the account can no longer sign in; its sessions and preview links are revoked
  enable <email>              the account can sign in again
  reset <email>               a new password; every session of the account is signed out

add and reset ask for the password when run in a terminal; otherwise they take it from
STAFF_PASSWORD, or else from the first line of stdin. Passwords follow the shoppers' rules
(8 to 255 characters, an upper-case and a lower-case letter and a number).

The database comes from the environment: DATABASE_URL for PostgreSQL, otherwise PGlite under $DATA_DIR (default ./.data).`;

const isCommand = (value: string): value is (typeof COMMANDS)[number] =>
  (COMMANDS as readonly string[]).includes(value);
const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

export function parseStaffArgs(argv: readonly string[]): StaffArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    // parseArgs explains unknown options and missing values well; keep its words.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.values.help) return { help: true };
  const [command, email, ...extra] = parsed.positionals;
  const role = parsed.values.role;
  if (command === undefined) throw new UsageError(`say what to do: ${COMMANDS.join(', ')}`);
  if (!isCommand(command)) throw new UsageError(`unknown command "${command}": use ${COMMANDS.join(', ')}`);
  if (command !== 'add' && role !== undefined) throw new UsageError(`--role goes with add only`);
  if (command === 'list') {
    if (email !== undefined) throw new UsageError(`list takes no arguments; got "${email}"`);
    return { command, help: false };
  }
  if (email === undefined || email.trim() === '')
    throw new UsageError(`${command} needs an e-mail, e.g. ${command} ada@example.com`);
  if (extra.length > 0) throw new UsageError(`one e-mail only; also got ${extra.map((e) => `"${e}"`).join(', ')}`);
  if (command !== 'add') return { command, email, help: false };
  if (role === undefined) throw new UsageError(`add needs --role: ${STAFF_ROLES.join(', ')}`);
  if (!isRole(role)) throw new UsageError(`unknown role "${role}": use ${STAFF_ROLES.join(', ')}`);
  return { command, email, role, help: false };
}
