import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project's folder, found by walking up to its package.json: the server reads its data files
 * (migrations, the coach's rules and model, locales) from the same places whether it runs from its
 * TypeScript sources or from the bundle `npm start` builds into dist/server.
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'server', 'src'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no project folder above ${from}`);
  }
}

export const PROJECT_ROOT = projectRoot(__dirname);
/** A file or folder of the server's sources, e.g. `serverFile('db', 'migrations')`. */
export const serverFile = (...parts: string[]) => join(PROJECT_ROOT, 'server', 'src', ...parts);
