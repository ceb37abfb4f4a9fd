import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { migrate, MIGRATIONS_DIR, openPostgres, type Db } from './db';

// Conflicts between transactions exist only with PostgreSQL's many connections; PGlite runs one at a time.
const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('transactions PostgreSQL aborts for a conflict', () => {
  let admin: Db;
  let db: Db;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    admin = await openPostgres(url!, { max: 1 });
    await admin.query(`create schema ${schema}`);
    db = await openPostgres(url!, { searchPath: schema, max: 4 });
    await db.exec('create table slots (id int primary key, n int not null); insert into slots values (1, 0), (2, 0)');
  });
  afterAll(async () => {
    await db.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.close();
  });

  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  test('two transactions locking two rows in opposite orders both commit: the one aborted for the deadlock runs again', async () => {
    const firstHolds = deferred();
    const secondHolds = deferred();
    // Each takes one row, waits until the other has its row, then asks for the other's: a certain deadlock.
    const crossing = (mine: number, theirs: number, holding: () => void, otherHolds: Promise<void>) =>
      db.transaction(async (tx) => {
        await tx.query('update slots set n = n + 1 where id = $1', [mine]);
        holding();
        await otherHolds;
        await tx.query('update slots set n = n + 1 where id = $1', [theirs]);
      });
    await Promise.all([crossing(1, 2, firstHolds.resolve, secondHolds.promise), crossing(2, 1, secondHolds.resolve, firstHolds.promise)]);
    expect((await db.query<{ n: number }>('select n from slots order by id')).rows).toEqual([{ n: 2 }, { n: 2 }]);
  });

  test('a conflict that keeps coming back is given up after a few attempts; any other error at once', async () => {
    const conflict = Object.assign(new Error('could not serialize access'), { code: '40001' });
    let attempts = 0;
    await expect(
      db.transaction(async () => {
        attempts++;
        throw conflict;
      }),
    ).rejects.toBe(conflict);
    expect(attempts).toBe(5);

    attempts = 0;
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      db.transaction(async () => {
        attempts++;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(attempts).toBe(1);
  });
});

onPostgres('migrations', () => {
  // Servers starting together on one database (several machines, or `npm start` beside the cluster)
  // each apply the migrations: the first applies them all, the others wait for it and find nothing to do.
  test('three servers migrating an empty database at once: every migration applied once, nobody fails', async () => {
    const admin = await openPostgres(url!, { max: 1 });
    const schema = `test_${randomBytes(6).toString('hex')}`;
    await admin.query(`create schema ${schema}`);
    const servers = await Promise.all([1, 2, 3].map(() => openPostgres(url!, { searchPath: schema, max: 1 })));
    try {
      const applied = await Promise.all(servers.map((db) => migrate(db)));
      const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
      expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, 0, files.length]);
      const { rows } = await servers[0].query<{ name: string }>('select name from schema_migrations order by name');
      expect(rows.map((r) => r.name)).toEqual(files);
    } finally {
      await Promise.all(servers.map((db) => db.close()));
      await admin.query(`drop schema ${schema} cascade`);
      await admin.close();
    }
  });
});
