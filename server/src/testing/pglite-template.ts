import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, migrate, openPglite, type Db } from '../lib/db';

// A new PGlite database runs initdb, about 6 s of WebAssembly; a copy of one already migrated opens in
// about 1 s. The API test files open their PGlite databases from one migrated copy, made once for each
// version of the migrations and shared by the jest workers through a file in the temporary folder.

/** The migrations as they are now: a changed or added migration makes a new copy. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(MIGRATIONS_DIR).sort()) hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  return hash.digest('hex').slice(0, 16);
}

async function migratedCopy(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `city-test-pglite-${migrationsHash()}.tar`);
  if (!fs.existsSync(file)) {
    const db = await openPglite();
    await migrate(db);
    const copy = Buffer.from(await (await db.dump()).arrayBuffer());
    await db.close();
    // Written aside, then renamed: a worker never reads a half-written copy, and two workers writing at once both succeed.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, copy);
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

/** A fresh in-memory PGlite database with every migration applied. */
export async function openMigratedPglite(): Promise<Db> {
  return openPglite(undefined, await migratedCopy());
}
