import path from 'node:path';
import { ESLint } from 'eslint';

// DESIGN.md: shared imports nothing else; server, renderer and electron never import each other.
const eslint = new ESLint({ cwd: path.join(__dirname, '..') });

async function violations(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(__dirname, '..', file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
}

test.each([
  ['shared/x.ts', "import '../server/src/app';"],
  ['shared/x.ts', "import '../renderer/src/main';"],
  ['server/src/x.ts', "import '../../renderer/src/main';"],
  ['server/src/x.ts', "import '../../electron/main/index';"],
  ['renderer/src/x.ts', "import '../../server/src/app';"],
  ['electron/main/x.ts', "import '../../server/src/app';"],
])('%s may not run %s', async (file, code) => {
  expect(await violations(file, code)).toBe(1);
});

test.each([
  ['server/src/x.ts', "import '../../shared/auth';"],
  ['renderer/src/x.ts', "import '../../shared/auth';"],
  ['shared/x.ts', "import { z } from 'zod';"],
])('%s may run %s', async (file, code) => {
  expect(await violations(file, code)).toBe(0);
});
