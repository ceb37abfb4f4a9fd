// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

/** DESIGN.md's import rule: shared imports no other folder; server, renderer and electron never import each other. */
const boundary = (...forbidden) => ({
  'no-restricted-imports': [
    'error',
    { patterns: forbidden.map((folder) => ({ group: [`**/${folder}`, `**/${folder}/**`], message: `This folder may not import from ${folder}/ (DESIGN.md, import rules).` })) },
  ],
});

module.exports = tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['shared/**'], rules: boundary('server', 'renderer', 'electron', 'scripts', 'tests') },
  { files: ['server/**'], rules: boundary('renderer', 'electron') },
  { files: ['electron/**'], rules: boundary('server', 'renderer') },
  {
    files: ['renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...boundary('server', 'electron') },
  },
);
