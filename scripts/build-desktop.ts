import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { EXECUTABLE_NAME, PRODUCT_NAME } from '../electron/appInfo';
import { drawAppIcons, drawInstallerIcons } from './desktop-icons';

// Builds the desktop app into dist/desktop-app: the main process and the preload bundled by esbuild,
// its icons, and a package.json of its own (the app needs no node_modules: the renderer comes from the
// server). `npm run desktop` runs that folder with Electron; `npm run package` packs it (`--package`
// also draws the installers' icons into dist/desktop-resources).

const root = path.join(__dirname, '..');
export const DESKTOP_APP_DIR = path.join(root, 'dist', 'desktop-app');
export const DESKTOP_RESOURCES_DIR = path.join(root, 'dist', 'desktop-resources');

export async function buildDesktop({ installers = false } = {}): Promise<void> {
  fs.rmSync(DESKTOP_APP_DIR, { recursive: true, force: true });
  const common: BuildOptions = { bundle: true, platform: 'node', target: 'node22', format: 'cjs', external: ['electron'], sourcemap: true, logLevel: 'warning' };
  await Promise.all([
    build({ ...common, entryPoints: [path.join(root, 'electron/main/main.ts')], outfile: path.join(DESKTOP_APP_DIR, 'main.cjs') }),
    // The sandboxed preload can require only 'electron': everything else is in its bundle.
    build({ ...common, entryPoints: [path.join(root, 'electron/preload/preload.ts')], outfile: path.join(DESKTOP_APP_DIR, 'preload.cjs') }),
    drawAppIcons(path.join(DESKTOP_APP_DIR, 'icons')),
    installers ? drawInstallerIcons(DESKTOP_RESOURCES_DIR) : Promise.resolve(),
  ]);
  const project = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string; description: string };
  const manifest = { name: EXECUTABLE_NAME, productName: PRODUCT_NAME, version: project.version, description: project.description, main: 'main.cjs', private: true };
  fs.writeFileSync(path.join(DESKTOP_APP_DIR, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

if (require.main === module) {
  buildDesktop({ installers: process.argv.includes('--package') }).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
