import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../commerce/src/testing/test-database.js';
import type { DatabaseHandle } from '../load/commerce.js';
import { signInStaff } from '../../../commerce/src/modules/staff/index.js';
import { parseStaffArgs, type StaffCommand } from './staff-args.js';
import { runStaffCommand } from './staff-command.js';

const PASSWORD = 'Content-Team-2026';
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** One command as typed after `npm run staff --`, with what it wrote and its exit code. */
async function staff(argv: string[], password?: string) {
  let stdout = '';
  let stderr = '';
  const code = await runStaffCommand(parseStaffArgs(argv) as StaffCommand, handle.db, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    ...(password === undefined ? {} : { password }),
  });
  return { code, stdout, stderr };
}

describe('npm run staff', () => {
  it('adds, lists, disables, enables and resets accounts, saying what it did', async () => {
    expect(await staff(['list'])).toEqual({ code: 0, stdout: 'No staff accounts.\n', stderr: '' });
    expect(await staff(['add', 'Ada@Example.com', '--role', 'content-author'], PASSWORD)).toEqual({
      code: 0,
      stdout: 'Added ada@example.com as content-author.\n',
      stderr: '',
    });
    expect((await staff(['add', 'bo@example.com', '--role', 'admin'], PASSWORD)).code).toBe(0);
    const signedIn = await signInStaff(handle.db, 'ada@example.com', PASSWORD, '203.0.113.1');
    expect(signedIn.staff.role).toBe('content-author');

    const listed = await staff(['list']);
    expect(listed.stdout.split('\n')).toEqual([
      'EMAIL            ROLE            STATUS  LAST SIGN-IN',
      expect.stringMatching(/^ada@example\.com {2}content-author {2}active {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
      'bo@example.com   admin           active  never',
      '',
    ]);

    expect(await staff(['disable', 'ADA@example.com'])).toEqual({
      code: 0,
      stdout: 'Disabled ada@example.com: 1 session signed out, 0 preview links revoked.\n',
      stderr: '',
    });
    expect((await staff(['list'])).stdout).toMatch(/ada@example\.com {2}content-author {2}disabled/);
    await expect(signInStaff(handle.db, 'ada@example.com', PASSWORD, '203.0.113.1')).rejects.toThrow(/Invalid e-mail/);
    expect((await staff(['enable', 'ada@example.com'])).stdout).toBe(
      'Enabled ada@example.com (content-author): the account can sign in again.\n',
    );
    expect((await staff(['reset', 'ada@example.com'], 'Fresh-Pass-2027')).stdout).toBe(
      'New password set for ada@example.com: 0 sessions signed out.\n',
    );
    expect((await signInStaff(handle.db, 'ada@example.com', 'Fresh-Pass-2027', '203.0.113.1')).staff.email).toBe(
      'ada@example.com',
    );
  });

  it('refuses a taken e-mail or a missing account (exit 1), a weak password or an address that is none (exit 2)', async () => {
    await staff(['add', 'cy@example.com', '--role', 'merchandiser'], PASSWORD);
    expect(await staff(['add', 'CY@example.com', '--role', 'admin'], PASSWORD)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'staff: There is already a staff account for cy@example.com.\n',
    });
    expect(await staff(['disable', 'nobody@example.com'])).toMatchObject({
      code: 1,
      stderr: 'staff: There is no staff account for nobody@example.com.\n',
    });
    expect(await staff(['add', 'dee@example.com', '--role', 'admin'], 'password')).toMatchObject({
      code: 2,
      stderr: 'staff: Password must contain at least 1 uppercase letter.\n',
    });
    expect(await staff(['add', 'not-an-address', '--role', 'admin'], PASSWORD)).toMatchObject({
      code: 2,
      stderr: 'staff: "not-an-address" is not an e-mail address.\n',
    });
  });

  it('as a command, explains a bad command line and exits with 2, opening no database', () => {
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'staff.ts');
    // A database it cannot reach: reaching for it would fail with 1.
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const args = ['add', 'ada@example.com', '--role', 'owner'];
    const usage = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('staff: unknown role "owner": use content-author, merchandiser, admin');
    expect(usage.stderr).toContain('Usage: npm run staff -- add <email> --role <role>');
  });
});
