import {
  createStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  setStaffAccountDisabled,
  StaffAccountError,
  type Database,
  type StaffMember,
} from '../load/commerce.js';
import type { StaffCommand } from './staff-args.js';

type Output = { write(text: string): unknown };
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `2026-11-28 15:04 UTC`, or `never`. */
const when = (date: Date | null) => (date ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'never');

/** The accounts as a table with a header, columns as wide as their longest value. */
export function staffTable(members: readonly StaffMember[]): string {
  if (members.length === 0) return 'No staff accounts.\n';
  const rows = [
    ['EMAIL', 'ROLE', 'STATUS', 'LAST SIGN-IN'],
    ...members.map((m) => [m.email, m.role, m.disabled ? 'disabled' : 'active', when(m.lastSignInAt)]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return (
    rows
      .map((row) =>
        row
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

/**
 * Runs one staff command on the database and says what it did on stdout. Answers the exit code:
 * 0 done; 2 input the engine refuses (an e-mail that is none, a password too weak); 1 an account
 * that is missing or already there. `password` is read before the database is opened (add, reset).
 */
export async function runStaffCommand(
  args: StaffCommand,
  db: Database,
  io: { stdout: Output; stderr: Output; password?: string },
): Promise<number> {
  try {
    io.stdout.write(await run(args, db, io.password ?? ''));
    return 0;
  } catch (error) {
    if (!(error instanceof StaffAccountError)) throw error;
    io.stderr.write(`staff: ${error.message}\n`);
    return error.status === 400 ? 2 : 1;
  }
}

async function run(args: StaffCommand, db: Database, password: string): Promise<string> {
  switch (args.command) {
    case 'add': {
      const member = await createStaffAccount(db, { email: args.email, role: args.role, password });
      return `Added ${member.email} as ${member.role}.\n`;
    }
    case 'list':
      return staffTable(await listStaffAccounts(db));
    case 'disable': {
      const { member, revokedSessions, revokedLinks } = await setStaffAccountDisabled(db, args.email, true);
      return (
        `Disabled ${member.email}: ${plural(revokedSessions, 'session')} signed out, ` +
        `${plural(revokedLinks, 'preview link')} revoked.\n`
      );
    }
    case 'enable': {
      const { member } = await setStaffAccountDisabled(db, args.email, false);
      return `Enabled ${member.email} (${member.role}): the account can sign in again.\n`;
    }
    case 'reset': {
      const { member, revokedSessions } = await resetStaffPassword(db, args.email, password);
      return `New password set for ${member.email}: ${plural(revokedSessions, 'session')} signed out.\n`;
    }
  }
}
