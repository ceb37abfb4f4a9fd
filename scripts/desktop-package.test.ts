import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import sharp from 'sharp';
import config from '../build/electron-builder.config';
import { APP_ID } from '../electron/appInfo';
import { BADGE_TEXTS, iconPaths } from '../electron/main/icons';
import { drawAppIcons, drawInstallerIcons } from './desktop-icons';

describe('the installers’ configuration', () => {
  it('is one electron-builder accepts', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('builds an AppImage and a deb, a dmg, and an NSIS installer, for the app id the running app declares', () => {
    expect(config.appId).toBe(APP_ID);
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.mac?.target).toBe('dmg');
    expect(config.win?.target).toBe('nsis');
    expect(config.electronVersion).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('the icons, drawn from one image', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'desktop-icons-'));

  it('come at every size the installers ask for, with Windows’ ICO and macOS’s ICNS', async () => {
    await drawInstallerIcons(folder);
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) {
      const { width, height } = await sharp(path.join(folder, 'icons', `${size}x${size}.png`)).metadata();
      expect([width, height]).toEqual([size, size]);
    }
    const ico = fs.readFileSync(path.join(folder, 'icon.ico'));
    expect(ico.readUInt16LE(2)).toBe(1); // an icon file
    expect(ico.readUInt16LE(4)).toBe(7); // 16 to 256 px
    const icns = fs.readFileSync(path.join(folder, 'icon.icns'));
    expect(icns.subarray(0, 4).toString('ascii')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
  });

  it('give the tray an icon for every count the badge shows, and Windows an overlay for each', async () => {
    const appIcons = path.join(folder, 'app');
    await drawAppIcons(appIcons);
    const paths = iconPaths(appIcons);
    for (const text of BADGE_TEXTS) {
      expect((await sharp(paths.tray(text)).metadata()).width).toBe(16);
      expect(fs.existsSync(paths.tray(text).replace('.png', '@2x.png'))).toBe(true);
      if (text) expect((await sharp(paths.overlay(text)).metadata()).width).toBe(16);
    }
    expect((await sharp(paths.window).metadata()).width).toBe(512);
  });
});
