import path from 'node:path';
import { ESLint } from 'eslint';

// The import rules of eslint.config.js. DESIGN.md: shared imports nothing else; server, renderer
// and electron never import each other. The renderer's rooms: features meet through their
// index.ts, ui/ sits below every feature, and a feature takes nothing from app/ but the typed hooks.
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
  ['renderer/src/features/feed/x.ts', "import { PostList } from '../posts/PostList';"],
  ['renderer/src/features/feed/x.ts', "import type { FeedTab } from '../posts/endpoints';"],
  ['renderer/src/features/posts/editing/x.ts', "import { Comments } from '../../comments/Comments';"],
  ['renderer/src/features/feed/x.ts', "import { store } from '../../app/store';"],
  ['renderer/src/features/feed/x.ts', "import { Header } from '../../app/shell/Header';"],
  ['renderer/src/ui/x.ts', "import { useCurrentUser } from '../features/auth';"],
  ['renderer/src/ui/x.ts', "import { useAppDispatch } from '../app/hooks';"],
  ['renderer/src/app/x.ts', "import { useMeQuery } from '../features/auth/endpoints';"],
  ['renderer/src/app/shell/x.ts', "import { PostCard } from '../../features/posts/PostCard';"],
  ['renderer/src/main.tsx', "import { useMeQuery } from './features/auth/endpoints';"],
])('%s may not run %s', async (file, code) => {
  expect(await violations(file, code)).toBe(1);
});

test.each([
  ['server/src/x.ts', "import '../../shared/auth';"],
  ['renderer/src/x.ts', "import '../../shared/auth';"],
  ['shared/x.ts', "import { z } from 'zod';"],
  ['renderer/src/features/feed/x.ts', "import { PostList } from '../posts';"],
  ['renderer/src/features/feed/x.ts', "import { ReputationCard } from './ReputationCard';"],
  ['renderer/src/features/feed/x.ts', "import { useAppDispatch } from '../../app/hooks';"],
  ['renderer/src/features/feed/x.ts', "import { Spinner } from '../../ui/Spinner';"],
  ['renderer/src/features/feed/x.ts', "import type { Post } from '../../../../shared/posts';"],
  ['renderer/src/app/x.ts', "import { useMeQuery } from '../features/auth';"],
  ['renderer/src/ui/x.ts', "import { currentLanguage } from '../i18n';"],
  ['renderer/src/main.tsx', "import { App } from './app/App';"],
])('%s may run %s', async (file, code) => {
  expect(await violations(file, code)).toBe(0);
});
