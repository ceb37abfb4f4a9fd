import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { openPglite } from './db';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'city-lock-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const writeLock = (dir: string, pid: number, since = new Date().toISOString()) =>
  fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid, command: 'server/src/main.ts', since }));

// A database on disk is created (initdb) and opened again: seconds each, longer on a busy machine.
const DISK_DATABASE_MS = 90_000;

test('an embedded database folder in use cannot be opened again until it is closed', async () => {
  const dir = path.join(root, 'pglite');
  const first = await openPglite(dir);
  try {
    const second = openPglite(dir);
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(second).rejects.toThrow(`The data folder ${dir} is in use by another process: pid ${process.pid}`);
    expect((await first.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
  } finally {
    await first.close();
  }
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  await (await openPglite(dir)).close();
}, DISK_DATABASE_MS);

test('a lock whose process no longer runs is taken over', () => {
  const dir = path.join(root, 'pglite');
  const gone = spawnSync(process.execPath, ['-e', '']).pid!;
  writeLock(dir, gone);
  const lock = lockDataDir(dir);
  expect(JSON.parse(fs.readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
  lock.release();
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
});

test("a lock with this process's pid that this process does not hold is an earlier life's (a restarted container), and is taken over", () => {
  const dir = path.join(root, 'pglite');
  writeLock(dir, process.pid);
  lockDataDir(dir).release();
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
});

test('a lock of a running process is refused with its pid and command', () => {
  const dir = path.join(root, 'pglite');
  writeLock(dir, process.ppid);
  expect(() => lockDataDir(dir)).toThrow(`The data folder ${dir} is in use by another process: pid ${process.ppid} (server/src/main.ts)`);
  expect(JSON.parse(fs.readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.ppid);
});

test('a lock whose pid now belongs to a process started after it was written (the pid reused) is taken over', () => {
  const dir = path.join(root, 'pglite');
  // This test's parent process started after New Year's Day 2026, when the lock says it was written.
  writeLock(dir, process.ppid, '2026-01-01T00:00:00.000Z');
  lockDataDir(dir).release();
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
});
