import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { buildDesktop, DESKTOP_APP_DIR } from './build-desktop';

// `npm run desktop`: builds the desktop app and starts it with the Electron installed in node_modules.

/** The Electron executable, or null when the package was installed without its binary. */
function electronExecutable(): string | null {
  try {
    // The electron package, required from Node, is the path of its executable (and throws when it has none).
    return createRequire(__filename)('electron') as string;
  } catch {
    return null;
  }
}

async function main() {
  await buildDesktop();
  const electron = electronExecutable();
  if (!electron) {
    console.error('Electron is installed without its binary. Install it (see docs/desktop.md), then run npm run desktop again.');
    process.exitCode = 1;
    return;
  }
  const child = spawn(electron, [DESKTOP_APP_DIR], { stdio: 'inherit' });
  child.on('exit', (code) => (process.exitCode = code ?? 0));
}

void main();
