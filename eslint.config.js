// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const fs = require('node:fs');
const path = require('node:path');

/** DESIGN.md's import rule: shared imports no other folder; server, renderer and electron never import each other. */
const folderPatterns = (...forbidden) =>
  forbidden.map((folder) => ({ group: [`**/${folder}`, `**/${folder}/**`], message: `This folder may not import from ${folder}/ (DESIGN.md, import rules).` }));
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const boundary = (...forbidden) => restrictImports(...folderPatterns(...forbidden));

// The renderer's rooms (DESIGN.md, renderer/src). A feature's index.ts is its public surface:
// another feature, or app/, imports `features/<domain>` and never a file inside it, so a
// feature can change its insides without breaking anyone (a feature with no index.ts offers
// only its pages, which the router loads lazily). ui/ is the shared kit below every feature:
// it imports no feature and nothing of app/. app/ is the shell that puts features together, so
// a feature takes nothing from it but the store's typed hooks (app/hooks).
// Each block repeats the renderer's folder boundary: a later no-restricted-imports replaces it.
const rendererFeatures = fs.readdirSync(path.join(__dirname, 'renderer/src/features'));
const featureInternals = {
  // '../features/posts/PostCard' from app/, or '../posts/PostCard' from a feature's folder.
  regex: `^(\\.\\.?/)+(features/[^/]+|${rendererFeatures.join('|')})/.`,
  message: "Import another feature through its index.ts ('../posts', not '../posts/PostCard'), its public surface.",
};
const appInternals = { regex: '^(\\.\\./)+app(/(?!hooks$)|$)', message: 'A feature takes nothing from app/ but the typed hooks (app/hooks); shared parts belong in ui/.' };
const featuresOrApp = { regex: '^(\\.\\.?/)+(features|app)(/|$)', message: 'ui/ is the shared kit below the features: it imports no feature and nothing of app/.' };
const renderer = (...patterns) => restrictImports(...folderPatterns('server', 'electron'), ...patterns);

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
    rules: { ...reactHooks.configs.recommended.rules, ...renderer() },
  },
  { files: ['renderer/src/main.tsx', 'renderer/src/app/**'], rules: renderer(featureInternals) },
  { files: ['renderer/src/features/**'], rules: renderer(featureInternals, appInternals) },
  { files: ['renderer/src/ui/**'], rules: renderer(featuresOrApp) },
  { files: ['server/src/coach/**/*.ts'], rules: { 'max-len': ['error', { code: 160, ignoreUrls: true }] } },
);
