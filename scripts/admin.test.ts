import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { migrate, openPglite } from '../server/src/lib/db';

// `npm run admin` as an operator runs it: the script in a process of its own, on a PGlite data folder.

const run = promisify(execFile);
const TSX = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
const SCRIPT = path.join(__dirname, 'admin.ts');
const EMAIL = 'first.admin@example.com';

let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-script-'));
  const db = await openPglite(path.join(dataDir, 'pglite'));
  await migrate(db);
  await db.query(`insert into users (uid, email, password_hash, username, handle, avatar_url) values ('u-first', $1, '!', 'First', '@first', '/a.png')`, [EMAIL]);
  await db.close();
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs the command; its exit code and what it printed. */
async function admin(...args: string[]): Promise<{ code: number; out: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await run(TSX, [SCRIPT, ...args], { env });
    return { code: 0, out: (stdout + stderr).trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: (failed.stdout + failed.stderr).trim() };
  }
}

async function isAdmin(): Promise<{ admin: boolean; audit: string[] }> {
  const db = await openPglite(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ is_admin: boolean }>('select is_admin from users where email = $1', [EMAIL]);
    const audit = await db.query<{ action: string }>(`select action from audit_log where actor_id is null order by created_at, id`);
    return { admin: rows[0].is_admin, audit: audit.rows.map((r) => r.action) };
  } finally {
    await db.close();
  }
}

test('grants and revokes the admin role of an existing account, once, with a one-line answer each time', async () => {
  expect(await admin('--email', EMAIL)).toEqual({ code: 0, out: `${EMAIL} is now an admin.` });
  expect(await admin(`--email=${EMAIL.toUpperCase()}`)).toEqual({ code: 0, out: `${EMAIL} is already an admin; nothing changed.` });
  expect(await isAdmin()).toEqual({ admin: true, audit: ['citizen.admin_granted'] });
  expect(await admin('--email', EMAIL, '--revoke')).toEqual({ code: 0, out: `${EMAIL} is no longer an admin.` });
  expect(await admin('--revoke', '--email', EMAIL)).toEqual({ code: 0, out: `${EMAIL} is not an admin; nothing changed.` });
  expect(await isAdmin()).toEqual({ admin: false, audit: ['citizen.admin_granted', 'citizen.admin_revoked'] });
}, 120_000);

test('says what is wrong: no --email, no such account, the data folder in use', async () => {
  expect(await admin()).toEqual({ code: 1, out: 'Missing --email. Usage: npm run admin -- --email someone@example.com [--revoke]' });
  expect(await admin('--email')).toEqual(expect.objectContaining({ code: 1, out: expect.stringContaining('Missing --email') }));
  expect(await admin('--email', 'nobody@example.com')).toEqual({ code: 1, out: 'No account has the email nobody@example.com: sign up first, then run this again.' });

  const db = await openPglite(path.join(dataDir, 'pglite'));
  try {
    const refused = await admin('--email', EMAIL);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/in use|being opened|another process/i);
  } finally {
    await db.close();
  }
  expect((await isAdmin()).admin).toBe(false);
}, 120_000);
