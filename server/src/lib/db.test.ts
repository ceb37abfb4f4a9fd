import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, PGLITE_SHARED_BUFFERS } from './db';

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
});
