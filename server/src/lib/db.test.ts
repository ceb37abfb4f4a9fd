import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isConnectionFailure, openPglite, PGLITE_SHARED_BUFFERS } from './db';

// A database on disk is created (initdb) and opened again: seconds each, longer on a busy machine.
const DISK_DATABASE_MS = 90_000;

test('an embedded data folder keeps small shared buffers from its second start on, and its data', async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'city-db-')), 'pglite');
  try {
    const first = await openPglite(dir);
    await first.exec('create table kept (n int); insert into kept values (7)');
    await first.close();
    const second = await openPglite(dir);
    expect((await second.query<{ shared_buffers: string }>('show shared_buffers')).rows[0].shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    expect((await second.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 7 }]);
    await second.close();
  } finally {
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  }
}, DISK_DATABASE_MS);

test('what counts as the database being out of reach, and what is a query it refused', () => {
  const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });
  for (const lost of [
    withCode('ECONNREFUSED'),
    withCode('ECONNRESET'),
    withCode('ETIMEDOUT'),
    withCode('ENOTFOUND'),
    withCode('EAI_AGAIN'),
    withCode('08006', 'connection failure'),
    withCode('57P01', 'terminating connection due to administrator command'),
    withCode('57P03', 'the database system is starting up'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Query read timeout'),
    new AggregateError([withCode('ECONNREFUSED')], ''),
  ]) {
    expect([lost.message, isConnectionFailure(lost)]).toEqual([lost.message, true]);
  }
  for (const refused of [withCode('23505', 'duplicate key'), withCode('42P01', 'relation does not exist'), new Error('boom'), 'not an error']) {
    expect(isConnectionFailure(refused)).toBe(false);
  }
});
