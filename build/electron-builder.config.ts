import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'electron-builder';
import { APP_ID, EXECUTABLE_NAME, PRODUCT_NAME } from '../electron/appInfo';

// electron-builder's configuration for `npm run package` (docs/desktop.md): the app staged by
// scripts/build-desktop.ts in dist/desktop-app, the icons it drew in dist/desktop-resources, and
// the installers written to dist/desktop-packages.

const electronPackage = path.join(__dirname, '..', 'node_modules', 'electron', 'package.json');

const config: Configuration = {
  appId: APP_ID,
  productName: PRODUCT_NAME,
  executableName: EXECUTABLE_NAME,
  // The version actually installed, not the range package.json allows.
  electronVersion: (JSON.parse(fs.readFileSync(electronPackage, 'utf8')) as { version: string }).version,
  directories: { app: 'dist/desktop-app', buildResources: 'dist/desktop-resources', output: 'dist/desktop-packages' },
  asar: true,
  linux: {
    target: ['AppImage', 'deb'],
    icon: 'icons',
    category: 'Network',
    synopsis: 'A bilingual social network with visible reputation',
    maintainer: 'The Digital City maintainers',
  },
  mac: { target: 'dmg', icon: 'icon.icns', category: 'public.app-category.social-networking', hardenedRuntime: true },
  win: { target: 'nsis', icon: 'icon.ico' },
  // The Start menu shortcut carries the app id as its AppUserModelID, the same the app sets (electron/main/main.ts).
  nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true, shortcutName: PRODUCT_NAME, createDesktopShortcut: true },
  publish: null,
};

export default config;
