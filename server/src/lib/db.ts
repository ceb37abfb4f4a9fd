import fs from 'node:fs';
import path from 'node:path';
import util from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ConfigError } from './config';
import { lockDataDir } from './data-dir-lock';
import { HttpError } from './errors';
import type { Logger } from './logger';
import { serverFile } from './paths';

/** The one thing repositories need: parameterised SQL in, plain rows out. */
export interface Queryable {
  /**
   * `prepared`: a name for the statement, one per distinct text, so that PostgreSQL parses it once per
   * connection (for hot queries). PostgreSQL still plans it again for each execution's parameters unless it
   * judges one generic plan as cheap; `genericPlan` makes it plan the statement once, for any parameters.
   * Only for a statement whose best plan does not depend on them, checked with EXPLAIN on the bench's data.
   * Outside a transaction only; PGlite, one connection in-process, ignores both.
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: StatementOptions): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations, test set-up). */
  exec(sql: string): Promise<void>;
}

export interface StatementOptions {
  prepared?: string;
  genericPlan?: boolean;
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

/** A PGlite database, which can also be copied whole (`dump`) and opened again from the copy. */
export interface PgliteDb extends Db {
  dump(): Promise<Blob>;
}

/**
 * PGlite: PostgreSQL in WebAssembly, in this process. `dataDir` undefined keeps it in memory.
 * A folder is locked for this process until `close`: a second process on it would lose data.
 * `from`: a copy made by `dump` to start from, instead of an empty database.
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<PgliteDb> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  let lite: PGlite;
  try {
    lite = await PGlite.create(dataDir, { parsers: pgliteParsers, loadDataDir: from });
    if (dataDir) await keepSharedBuffersSmall(lite);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => target.query<T>(sql, params),
    exec: async (sql) => void (await target.exec(sql)),
  });
  return {
    engine: 'pglite',
    ...wrap(lite),
    transaction: (work) => lite.transaction((tx) => work(wrap(tx))),
    dump: async () => lite.dumpDataDir('none'),
    close: async () => {
      await lite.close();
      lock?.release();
    },
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

/** Seconds a client is asked to wait (`Retry-After`) when the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database cannot be reached: the request is answered 503 UNAVAILABLE, and a retry may succeed. */
export class DatabaseUnavailableError extends HttpError {
  constructor(readonly cause: unknown) {
    super(503, 'UNAVAILABLE', { headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } });
  }
}

// Node's network errors of a connection refused, reset, timed out or to a host that cannot be found.
const NETWORK_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
// SQLSTATE class 08 (connection exception), the server shutting down or starting (57P01-57P03), no free connection (53300).
const SERVER_REFUSALS = /^(08...|57P0[123]|53300)$/;
// What pg and its pool say, without a code, of a connection that died, never came or stopped answering.
const CLIENT_FAILURES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable/;

/** Whether an error means the database is out of reach (as opposed to a query it refused): the one place that says so. */
export function isConnectionFailure(error: unknown): boolean {
  // Read by shape, not `instanceof`: an error of Node's own sockets may come from another realm (a test's sandbox).
  if (!util.types.isNativeError(error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_FAILURES.has(code) || SERVER_REFUSALS.test(code))) return true;
  if (CLIENT_FAILURES.test(error.message)) return true;
  // Node reports a host with several addresses as one AggregateError of each attempt.
  const attempts = (error as { errors?: unknown }).errors;
  return Array.isArray(attempts) && attempts.some(isConnectionFailure);
}

const unavailableOr = (error: unknown) => (isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error);

/**
 * How long a request waits for a database that stopped answering, before a 503: without a limit, a server
 * behind a dropped route (no reset, just silence) keeps requests waiting for minutes. A new connection
 * gets a few seconds; a query of the running city, `REQUEST_QUERY_TIMEOUT_MS` (longer than any of its
 * queries takes). Scripts (migrations, bulk loads) are not limited.
 */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_QUERY_TIMEOUT_MS = 30_000;

/**
 * The connection string with these session settings (`name=value`) added to the `options` it may carry already
 * (node-postgres lets a connection string's options override those of its configuration).
 */
function withSettings(connectionString: string, settings: string[]): string {
  if (!settings.length) return connectionString;
  const url = new URL(connectionString);
  url.searchParams.set('options', [url.searchParams.get('options'), ...settings.map((setting) => `-c ${setting}`)].filter(Boolean).join(' '));
  return url.href;
}

/**
 * A PostgreSQL server through a `pg` pool. `searchPath` isolates test schemas. A lost connection
 * never ends the process: queries fail with DatabaseUnavailableError and the pool reconnects
 * on the next one.
 */
export async function openPostgres(
  connectionString: string,
  options: {
    searchPath?: string;
    max?: number;
    queryTimeoutMs?: number;
    onConnectionLost?: (error: Error) => void;
    /** The generic plans' connections were refused while the others open: told once. */
    onGenericPlansRefused?: (error: Error) => void;
  } = {},
): Promise<Db> {
  const newPool = (max: number, settings: string[] = []) => {
    const created = new pg.Pool({
      connectionString: withSettings(connectionString, [...(options.searchPath ? [`search_path=${options.searchPath}`] : []), ...settings]),
      max,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle connection that drops is an 'error' event: unheard, it would end the process. The pool has already discarded it.
    created.on('error', (error) => options.onConnectionLost?.(error));
    return created;
  };
  const max = options.max ?? 10;
  const pool = newPool(max);
  // The statements that asked for a generic plan run on connections of their own, where it is the rule: PostgreSQL
  // sets it per connection, and it would not do for the others (the best plan of a search depends on its words).
  // A pooler in front of PostgreSQL may refuse the setting (PgBouncer refuses startup parameters it does not know):
  // when those connections cannot be opened while the others can, the statements run with the others, planned for
  // each execution, and this is told once.
  let genericPool: pg.Pool | undefined;
  let genericRefused = false;
  async function runGeneric(config: pg.QueryConfig) {
    if (!genericRefused) {
      genericPool ??= newPool(Math.max(1, Math.ceil(max / 2)), ['plan_cache_mode=force_generic_plan']);
      let client: pg.PoolClient | undefined;
      try {
        client = await genericPool.connect();
      } catch (error) {
        // The setting is at fault only if the database answers the other connections; otherwise this throws.
        await pool.query('select 1');
        genericRefused = true;
        options.onGenericPlansRefused?.(error as Error);
      }
      if (client) {
        let failed: Error | undefined;
        try {
          return await client.query(config);
        } catch (error) {
          failed = error as Error;
          throw error;
        } finally {
          // As pg's own pool.query does: a connection whose query failed is closed rather than reused.
          client.release(failed);
        }
      }
    }
    return pool.query(config);
  }
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: unknown[], statement?: StatementOptions) => {
      try {
        // pg takes a read timeout per query, which its types do not list.
        const config = { name: statement?.prepared, text: sql, values: params, query_timeout: options.queryTimeoutMs } as pg.QueryConfig;
        const result = statement?.genericPlan && statement.prepared && target === pool ? await runGeneric(config) : await target.query(config);
        return result as unknown as { rows: T[] };
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    exec: async (sql) => {
      try {
        await target.query(sql);
      } catch (error) {
        throw unavailableOr(error);
      }
    },
  });
  return {
    engine: 'postgres',
    ...wrap(pool),
    transaction: (work) =>
      retriedOnConflict(async () => {
        const client = await pool.connect().catch((error) => Promise.reject(unavailableOr(error)));
        // A checked-out client has no listener of the pool's: its connection dropping between two queries would end the process.
        let lost: Error | undefined;
        const onLost = (error: Error) => void (lost = error);
        client.on('error', onLost);
        const tx = wrap(client);
        try {
          await tx.query('begin');
          const result = await work(tx);
          await tx.query('commit');
          return result;
        } catch (error) {
          if (error instanceof DatabaseUnavailableError) lost ??= error;
          else await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.off('error', onLost);
          // Released with an error, the client is closed rather than handed to the next request.
          client.release(lost);
        }
      }),
    close: async () => {
      await Promise.all([pool.end(), genericPool?.end()]);
    },
  };
}

/**
 * The configured database: PostgreSQL at `databaseUrl`, or PGlite in `dataDir`. A server that cannot
 * be used at start-up is a ConfigError saying what was tried and why it failed.
 */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string }, logger?: Logger): Promise<Db> {
  if (!config.databaseUrl) return openPglite(path.join(config.dataDir, 'pglite'));
  const onConnectionLost = (err: Error) => logger?.warn({ err }, 'a database connection was lost; the next query opens a new one');
  try {
    const onGenericPlansRefused = (err: Error) =>
      logger?.warn({ err }, 'the database refused plan_cache_mode on connections of their own: the feed is planned for each page instead');
    return await openPostgres(config.databaseUrl, { queryTimeoutMs: REQUEST_QUERY_TIMEOUT_MS, onConnectionLost, onGenericPlansRefused });
  } catch (error) {
    throw new ConfigError(cannotOpenMessage(config.databaseUrl, error));
  }
}

function cannotOpenMessage(databaseUrl: string, error: unknown): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  const advice = 'Check that PostgreSQL runs there and that DATABASE_URL names the right host, port, user and database.';
  return `Invalid configuration:\n  DATABASE_URL: cannot open ${url.href}: ${whyNot(url, error)}. ${advice}`;
}

/** What went wrong, in the words of the setting: the address, the host, the database or the user. */
function whyNot(url: URL, error: unknown): string {
  const host = url.hostname || 'localhost';
  const where = `${host}:${url.port || 5432}`;
  const user = decodeURIComponent(url.username);
  const message = error instanceof Error ? error.message : String(error);
  switch (errorCode(error)) {
    case 'ECONNREFUSED':
      return `nothing accepts connections at ${where}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host ${host} cannot be found`;
    case '3D000':
      // Without a database in the address, PostgreSQL takes the user's name.
      return `the server at ${where} has no database "${decodeURIComponent(url.pathname.slice(1)) || user}"`;
    case '28P01':
    case '28000':
      return `the server at ${where} refused the user "${user}" (${message})`;
  }
  return /timeout/i.test(message) ? `no answer from ${where} within ${CONNECTION_TIMEOUT_MS / 1000} seconds` : `${where} answered: ${message}`;
}

/** The code of an error, or of the first attempt of an AggregateError that has one. */
function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return code;
  return error instanceof AggregateError ? error.errors.map(errorCode).find(Boolean) : undefined;
}

export const MIGRATIONS_DIR = serverFile('db', 'migrations');

/**
 * Applies the ordered SQL files of db/migrations that have not run yet, all in one transaction that
 * first takes an advisory lock of the schema: servers starting together on one PostgreSQL (several
 * machines, or `npm start` beside the cluster) wait for the first to finish, then find nothing to do.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('city migrations ' || current_schema()))`);
    await tx.query(`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`);
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
    const pending = fs.readdirSync(dir).filter((f) => f.endsWith('.sql') && !done.has(f)).sort();
    for (const name of pending) {
      await tx.exec(fs.readFileSync(path.join(dir, name), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
    }
    return pending;
  });
}

