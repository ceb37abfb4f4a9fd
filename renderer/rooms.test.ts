import path from 'node:path';
import { ESLint } from 'eslint';

// The renderer's rooms (eslint.config.js): features meet through their index.ts, ui/ sits
// below every feature, and a feature takes nothing from app/ but the typed hooks.
const eslint = new ESLint({ cwd: path.join(__dirname, '..') });

async function violations(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(__dirname, 'src', file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
}

test.each([
  ['features/feed/x.ts', "import { PostList } from '../posts/PostList';"],
  ['features/feed/x.ts', "import type { FeedTab } from '../posts/endpoints';"],
  ['features/posts/editing/x.ts', "import { Comments } from '../../comments/Comments';"],
  ['features/feed/x.ts', "import { store } from '../../app/store';"],
  ['features/feed/x.ts', "import { Header } from '../../app/shell/Header';"],
  ['ui/x.ts', "import { useCurrentUser } from '../features/auth';"],
  ['ui/x.ts', "import { useAppDispatch } from '../app/hooks';"],
  ['app/x.ts', "import { useMeQuery } from '../features/auth/endpoints';"],
  ['app/shell/x.ts', "import { PostCard } from '../../features/posts/PostCard';"],
  ['main.tsx', "import { useMeQuery } from './features/auth/endpoints';"],
])('%s may not run %s', async (file, code) => {
  expect(await violations(file, code)).toBe(1);
});

test.each([
  ['features/feed/x.ts', "import { PostList } from '../posts';"],
  ['features/feed/x.ts', "import { ReputationCard } from './ReputationCard';"],
  ['features/feed/x.ts', "import { useAppDispatch } from '../../app/hooks';"],
  ['features/feed/x.ts', "import { Spinner } from '../../ui/Spinner';"],
  ['features/feed/x.ts', "import type { Post } from '../../../../shared/posts';"],
  ['app/x.ts', "import { useMeQuery } from '../features/auth';"],
  ['ui/x.ts', "import { currentLanguage } from '../i18n';"],
  ['main.tsx', "import { App } from './app/App';"],
])('%s may run %s', async (file, code) => {
  expect(await violations(file, code)).toBe(0);
});
