import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { migrate, openPglite, type Db } from '../server/src/lib/db';
import { openMigratedPglite } from '../server/src/testing/pglite-template';
import { setAdminByEmail } from './admin';

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

// What the command does, in-process on a database of its own.
describe('setAdminByEmail', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigratedPglite();
    await db.query(`insert into users (uid, email, password_hash, username, handle, avatar_url) values ('u-first', $1, '!', 'First', '@first', '/a.png')`, [EMAIL]);
  });
  afterAll(() => db.close());

  const state = async () => ({
    admin: (await db.query<{ is_admin: boolean }>('select is_admin from users where email = $1', [EMAIL])).rows[0].is_admin,
    audit: (await db.query<{ action: string }>('select action from audit_log where actor_id is null order by created_at, id')).rows.map((r) => r.action),
  });

  it('grants and revokes the admin role once, with a one-line answer each time, and writes each change in the audit log', async () => {
    expect(await setAdminByEmail(db, EMAIL, true)).toEqual({ ok: true, message: `${EMAIL} is now an admin.` });
    expect(await setAdminByEmail(db, EMAIL.toUpperCase(), true)).toEqual({ ok: true, message: `${EMAIL} is already an admin; nothing changed.` });
    expect(await state()).toEqual({ admin: true, audit: ['citizen.admin_granted'] });
    expect(await setAdminByEmail(db, EMAIL, false)).toEqual({ ok: true, message: `${EMAIL} is no longer an admin.` });
    expect(await setAdminByEmail(db, EMAIL, false)).toEqual({ ok: true, message: `${EMAIL} is not an admin; nothing changed.` });
    expect(await state()).toEqual({ admin: false, audit: ['citizen.admin_granted', 'citizen.admin_revoked'] });
  });

  it('says when no account has the email, and changes nothing', async () => {
    const before = await state();
    expect(await setAdminByEmail(db, 'nobody@example.com', true)).toEqual({ ok: false, message: 'No account has the email nobody@example.com: sign up first, then run this again.' });
    expect(await state()).toEqual(before);
  });
});

// The command as an operator runs it (each run starts tsx and opens the data folder: a few seconds).
test('the command grants the role on the data folder and answers in one line', async () => {
  expect(await admin(`--email=${EMAIL.toUpperCase()}`)).toEqual({ code: 0, out: `${EMAIL} is now an admin.` });
  expect(await isAdmin()).toEqual({ admin: true, audit: ['citizen.admin_granted'] });
  expect(await admin('--revoke', '--email', EMAIL)).toEqual({ code: 0, out: `${EMAIL} is no longer an admin.` });
}, 120_000);

test('the command says what is wrong: no --email, the data folder in use', async () => {
  expect(await admin()).toEqual({ code: 1, out: 'Missing --email. Usage: npm run admin -- --email someone@example.com [--revoke]' });
  expect(await admin('--email')).toEqual(expect.objectContaining({ code: 1, out: expect.stringContaining('Missing --email') }));

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
