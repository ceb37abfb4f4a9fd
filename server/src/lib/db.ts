import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The one thing repositories need: parameterised SQL in, plain rows out. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations, test set-up). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A text matched literally inside a LIKE pattern (its %, _ and \\ escaped). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// Timestamps come back as ISO strings on both engines, as the contract wants them.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const pgliteParsers = {
  [pg.types.builtins.TIMESTAMPTZ]: (value: string) => new Date(value).toISOString(),
  [pg.types.builtins.INT8]: (value: string) => Number(value),
};

/**
 * PostgreSQL's default 128 MB of shared buffers was the largest part of an idle server's memory;
 * PGlite serves one process on a laptop, and the operating system still caches the data folder's
 * files. A server setting: written once into the data folder, it holds from the next start on.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';
async function keepSharedBuffersSmall(lite: PGlite) {
  const { rows } = await lite.query<{ shared_buffers: string }>('show shared_buffers');
  if (rows[0].shared_buffers !== PGLITE_SHARED_BUFFERS) await lite.exec(`alter system set shared_buffers = '${PGLITE_SHARED_BUFFERS}'`);
}

/** PGlite: PostgreSQL in WebAssembly, in this process. `dataDir` undefined keeps it in memory. */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir, { parsers: pgliteParsers });
  if (dataDir) await keepSharedBuffersSmall(lite);
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => target.query<T>(sql, params),
    exec: async (sql) => void (await target.exec(sql)),
  });
  return {
    engine: 'pglite',
    ...wrap(lite),
    transaction: (work) => lite.transaction((tx) => work(wrap(tx))),
    close: () => lite.close(),
  };
}

/**
 * SQLSTATEs of a transaction PostgreSQL aborted so that a concurrent one could go on (serialization
 * failure, deadlock): nothing of it was kept, and run again it normally passes.
 */
const CONFLICT_CODES = new Set(['40001', '40P01']);
export const TRANSACTION_ATTEMPTS = 5;

/** Runs a whole transaction again when PostgreSQL aborted it for a conflict, a few times at most, after a short random pause. */
async function retriedOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (tries >= TRANSACTION_ATTEMPTS || typeof code !== 'string' || !CONFLICT_CODES.has(code)) throw error;
      // Transactions that collided once and start again together would collide again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * tries));
    }
  }
}

/** A PostgreSQL server through a `pg` pool. `searchPath` isolates test schemas. */
export async function openPostgres(connectionString: string, options: { searchPath?: string; max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  await pool.query('select 1');
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => target.query(sql, params) as unknown as Promise<{ rows: T[] }>,
    exec: async (sql) => void (await target.query(sql)),
  });
  return {
    engine: 'postgres',
    ...wrap(pool),
    transaction: (work) => retriedOnConflict(async () => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    }),
    close: () => pool.end(),
  };
}

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(path.join(config.dataDir, 'pglite'));
}

const MIGRATIONS_DIR = path.join(__dirname, '..', 'db', 'migrations');

/** Applies the ordered SQL files of db/migrations that have not run yet, each in its own transaction. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`);
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
  const pending = fs.readdirSync(dir).filter((f) => f.endsWith('.sql') && !done.has(f)).sort();
  for (const name of pending) {
    const sql = fs.readFileSync(path.join(dir, name), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
    });
  }
  return pending;
}

