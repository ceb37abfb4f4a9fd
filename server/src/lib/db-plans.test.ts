import { randomBytes } from 'node:crypto';
import { startTcpProxy } from '../testing/tcp-proxy';
import { DatabaseUnavailableError, openPostgres, type Db } from './db';

// A statement that asks for a generic plan runs on connections where it is the rule, in the same schema; the
// others keep PostgreSQL's own choice, planned for their parameters.
const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('statements planned once for any parameters', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let admin: Db;
  beforeAll(async () => {
    admin = await openPostgres(url!, { max: 1 });
    await admin.query(`create schema ${schema}`);
  });
  afterAll(async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.close();
  });

  const SETTINGS = `select current_setting('plan_cache_mode') as mode, current_schema() as schema where $1::int = 1`;
  const settingsOf = async (db: Db, options: { prepared?: string; genericPlan?: boolean }) =>
    (await db.query<{ mode: string; schema: string }>(SETTINGS, [1], options)).rows[0];

  test.each([
    ['a search path given apart', () => openPostgres(url!, { searchPath: schema, max: 2 })],
    ['a search path in the connection string', () => openPostgres(withOptions(url!, `-c search_path=${schema}`), { max: 2 })],
  ])('with %s: only the statements that ask for it get a generic plan, and all run in the schema', async (_name, open) => {
    const db = await open();
    try {
      expect(await settingsOf(db, { prepared: 'settings', genericPlan: true })).toEqual({ mode: 'force_generic_plan', schema });
      expect(await settingsOf(db, { prepared: 'settings' })).toEqual({ mode: 'auto', schema });
      expect(await settingsOf(db, {})).toEqual({ mode: 'auto', schema });
      // In a transaction its one connection serves every statement, with PostgreSQL's own choice.
      const inTransaction = await db.transaction((tx) => tx.query(SETTINGS, [1], { prepared: 'settings', genericPlan: true }));
      expect(inTransaction.rows).toEqual([{ mode: 'auto', schema }]);
    } finally {
      await db.close();
    }
  });

  test('behind a pooler that refuses the setting, they run with the others, and this is told once; an outage is not mistaken for it', async () => {
    const database = new URL(url!);
    // As PgBouncer refuses a startup parameter it does not know: the connection is closed, unanswered.
    const pooler = await startTcpProxy({ host: database.hostname, port: Number(database.port || 5432) }, { refuses: (bytes) => bytes.includes('plan_cache_mode') });
    const refusals: Error[] = [];
    database.host = `127.0.0.1:${pooler.port}`;
    const db = await openPostgres(database.href, { searchPath: schema, max: 2, onGenericPlansRefused: (error) => refusals.push(error) });
    try {
      expect(await settingsOf(db, { prepared: 'settings', genericPlan: true })).toEqual({ mode: 'auto', schema });
      expect(await settingsOf(db, { prepared: 'settings', genericPlan: true })).toEqual({ mode: 'auto', schema });
      expect(refusals).toHaveLength(1);
    } finally {
      await db.close();
      await pooler.close();
    }

    const path = await startTcpProxy({ host: new URL(url!).hostname, port: Number(new URL(url!).port || 5432) });
    const direct = new URL(url!);
    direct.host = `127.0.0.1:${path.port}`;
    const outage = await openPostgres(direct.href, { searchPath: schema, max: 2, onGenericPlansRefused: (error) => refusals.push(error) });
    try {
      path.cut();
      await expect(settingsOf(outage, { prepared: 'settings', genericPlan: true })).rejects.toBeInstanceOf(DatabaseUnavailableError);
      path.restore();
      expect(await settingsOf(outage, { prepared: 'settings', genericPlan: true })).toEqual({ mode: 'force_generic_plan', schema });
      expect(refusals).toHaveLength(1);
    } finally {
      await outage.close();
      await path.close();
    }
  });
});

function withOptions(connectionString: string, options: string): string {
  const parsed = new URL(connectionString);
  parsed.searchParams.set('options', options);
  return parsed.href;
}
