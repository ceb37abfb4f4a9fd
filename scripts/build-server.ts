// Builds the server into one ES module, dist/server/main.mjs, which `npm start` runs with plain
// node: the TypeScript loader held about 50 MB of an idle server's memory. Packages stay in
// node_modules; the server finds its data files from the project folder (server/src/lib/paths.ts).
import { build } from 'esbuild';

// What an ES module lacks and the server's CommonJS-style sources use.
const banner = [
  "import { createRequire } from 'node:module';",
  "import { fileURLToPath } from 'node:url';",
  'const require = createRequire(import.meta.url);',
  'const __filename = fileURLToPath(import.meta.url);',
  "const __dirname = fileURLToPath(new URL('.', import.meta.url));",
].join('\n');

build({
  entryPoints: ['server/src/main.ts'],
  outfile: 'dist/server/main.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  banner: { js: banner },
  logLevel: 'warning',
}).catch(() => {
  process.exitCode = 1;
});
