// Unit tests (shared rules, scripts) and API tests (the in-process server on PGlite and,
// when TEST_DATABASE_URL is set, on PostgreSQL too, where the security suites also run against
// `npm run start:cluster`). Browser tests run under Playwright.
const swc = {
  jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
  module: { type: 'commonjs', ignoreDynamic: true },
};
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] };
const common = { transform, testEnvironment: 'node', testPathIgnorePatterns: ['/node_modules/', '/tests/browser/'] };
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const engines = ['pglite', ...(withPostgres ? ['postgres'] : [])];
/**
 * With PostgreSQL at hand the whole API suite runs on it, and on PGlite (the embedded default, which
 * the browser tests also serve from) the files where the engine can make a difference: its own
 * start-up and data folder, one connection serialising transactions, the heaviest queries, and the
 * database's own refusals. TEST_PGLITE=all runs every file on both.
 */
const PGLITE_WITH_POSTGRES = [
  'startup', 'health/health', 'cluster/cluster', 'cluster/shutdown', 'auth/restart',
  'reactions/concurrency', 'notifications/one-transaction', 'posts/concurrent-hashtags',
  'posts/feed', 'search/search', 'explore/explore', 'payments/ledger', 'audit/audit',
].map((file) => `<rootDir>/server/src/${file}.test.ts`);
/** The suites about what any deployment must refuse, run again against two workers sharing Redis. */
const CLUSTER_FILES = ['security/authorization-matrix', 'security/property'].map((file) => `<rootDir>/server/src/${file}.test.ts`);
const apiFiles = (engine) =>
  engine === 'pglite' && withPostgres && process.env.TEST_PGLITE !== 'all' ? PGLITE_WITH_POSTGRES : ['<rootDir>/server/src/**/*.test.ts'];

module.exports = {
  // PGlite starts in a second or two; a loaded CI machine may be slower.
  testTimeout: 30_000,
  // As many workers as cores (jest's default leaves one idle): the API tests wait on PostgreSQL,
  // sockets and child processes as much as they compute; on 2 cores the run takes half the time.
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/shared/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/server/src/lib/**/*.test.ts',
        '<rootDir>/renderer/**/*.test.ts',
        '<rootDir>/server/**/*.unit.test.ts',
        '<rootDir>/electron/**/*.test.ts',
      ],
    },
    ...engines.map((engine) => ({
      ...common,
      displayName: `api:${engine}`,
      testMatch: apiFiles(engine),
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '/server/src/lib/', '\\.unit\\.test\\.ts$'],
      globals: { TEST_DB_ENGINE: engine },
    })),
    ...(withPostgres
      ? [{ ...common, displayName: 'api:cluster', testMatch: CLUSTER_FILES, globals: { TEST_DB_ENGINE: 'postgres', TEST_CITY: 'cluster' } }]
      : []),
  ],
};
