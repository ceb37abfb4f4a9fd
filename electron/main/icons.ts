import path from 'node:path';

// The images scripts/desktop-icons.ts draws from the one source image, next to the bundled main process.

/** A badge text as part of a file name: '' is the plain icon, '9+' is "9plus". */
export const badgeFileSuffix = (text: string) => (text === '' ? 'none' : text.replace('+', 'plus'));

/** Every badge text the tray and the overlay can show. */
export const BADGE_TEXTS = ['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '9+'];

export function iconPaths(iconsFolder: string) {
  return {
    window: path.join(iconsFolder, 'app.png'),
    tray: (text: string) => path.join(iconsFolder, `tray-${badgeFileSuffix(text)}.png`),
    overlay: (text: string) => path.join(iconsFolder, `overlay-${badgeFileSuffix(text)}.png`),
  };
}
