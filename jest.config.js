// Unit tests (shared rules, scripts) and API tests (the in-process server on PGlite and,
// when TEST_DATABASE_URL is set, on PostgreSQL too). Browser tests run under Playwright.
const swc = {
  jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
  module: { type: 'commonjs', ignoreDynamic: true },
};
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] };
const common = { transform, testEnvironment: 'node', testPathIgnorePatterns: ['/node_modules/', '/tests/browser/'] };
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

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
      testMatch: ['<rootDir>/server/src/**/*.test.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '/server/src/lib/', '\\.unit\\.test\\.ts$'],
      globals: { TEST_DB_ENGINE: engine },
    })),
  ],
};
