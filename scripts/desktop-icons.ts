import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BADGE_TEXTS, badgeFileSuffix } from '../electron/main/icons';

// Every icon the desktop app and its installers need, drawn from one source image (the city's mark,
// renderer/public/favicon.svg), so that no binary icon is committed: the app's window icon, the tray icon
// with each unread count, Windows' taskbar overlays, and the installers' icons (PNG at every size, ICO, ICNS).

export const SOURCE_ICON = path.join(__dirname, '..', 'renderer', 'public', 'favicon.svg');
const BADGE_RED = '#dc2626';

const png = (svg: Buffer | string, size: number) => sharp(Buffer.from(svg), { density: 72 * (size / 32) * 2 }).resize(size, size).png().toBuffer();

/** The mark with a red badge in its lower right corner (the whole image for an overlay icon). */
function badgeSvg(mark: string, text: string, badgeOnly: boolean): string {
  const circle = badgeOnly ? { cx: 16, cy: 16, r: 16 } : { cx: 22, cy: 22, r: 10 };
  const fontSize = (text.length > 1 ? 0.95 : 1.25) * circle.r;
  const badge =
    `<circle cx="${circle.cx}" cy="${circle.cy}" r="${circle.r}" fill="${BADGE_RED}" stroke="#fff" stroke-width="${badgeOnly ? 0 : 1.5}"/>` +
    `<text x="${circle.cx}" y="${circle.cy}" dy="0.36em" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" ` +
    `font-weight="700" font-size="${fontSize}" fill="#fff">${text}</text>`;
  const inner = badgeOnly ? '' : mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${inner}${text ? badge : ''}</svg>`;
}

/** ICO and ICNS both hold PNG images: a small header and a table of contents around them. */
export function icoFile(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

/** ICNS types holding PNG data, by pixel size. */
const ICNS_TYPES: Record<number, string> = { 16: 'icp4', 32: 'icp5', 64: 'icp6', 128: 'ic07', 256: 'ic08', 512: 'ic09', 1024: 'ic10' };

export function icnsFile(images: { size: number; data: Buffer }[]): Buffer {
  const chunks = images.map(({ size, data }) => {
    const head = Buffer.alloc(8);
    head.write(ICNS_TYPES[size], 0, 'ascii');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + chunks.reduce((total, chunk) => total + chunk.length, 0), 4);
  return Buffer.concat([head, ...chunks]);
}

/** What the running app needs, into `folder` (dist/desktop-app/icons). */
export async function drawAppIcons(folder: string): Promise<void> {
  const mark = fs.readFileSync(SOURCE_ICON, 'utf8');
  fs.mkdirSync(folder, { recursive: true });
  const write = async (name: string, svg: string, size: number) => fs.writeFileSync(path.join(folder, name), await png(svg, size));
  await write('app.png', mark, 512);
  for (const text of BADGE_TEXTS) {
    const suffix = badgeFileSuffix(text);
    // Electron picks the @2x image on high-density screens.
    await write(`tray-${suffix}.png`, badgeSvg(mark, text, false), 16);
    await write(`tray-${suffix}@2x.png`, badgeSvg(mark, text, false), 32);
    if (text) await write(`overlay-${suffix}.png`, badgeSvg(mark, text, true), 16);
    if (text) await write(`overlay-${suffix}@2x.png`, badgeSvg(mark, text, true), 32);
  }
}

const INSTALLER_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

/** What the installers need, into `folder` (electron-builder's build resources): PNGs for Linux, ICO, ICNS. */
export async function drawInstallerIcons(folder: string): Promise<void> {
  const mark = fs.readFileSync(SOURCE_ICON, 'utf8');
  fs.mkdirSync(path.join(folder, 'icons'), { recursive: true });
  const images = await Promise.all(INSTALLER_SIZES.map(async (size) => ({ size, data: await png(mark, size) })));
  for (const { size, data } of images) fs.writeFileSync(path.join(folder, 'icons', `${size}x${size}.png`), data);
  fs.writeFileSync(path.join(folder, 'icon.png'), images.find((image) => image.size === 1024)?.data as Buffer);
  fs.writeFileSync(path.join(folder, 'icon.ico'), icoFile(images.filter((image) => image.size <= 256)));
  fs.writeFileSync(path.join(folder, 'icon.icns'), icnsFile(images.filter((image) => ICNS_TYPES[image.size])));
}
