import type { Comment } from '../../../../shared/posts';
import { threadOrder } from './threadOrder';

const comment = (id: string, parentId: string, minute: number): Comment => ({
  id,
  postId: 'p',
  parentId,
  authorId: 'u',
  authorUsername: 'U',
  authorAvatar: '',
  authorReputation: 50,
  text: id,
  createdAt: `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`,
  level: 0,
  aiFeedback: null,
  aiFlags: [],
});

describe('threadOrder', () => {
  it('puts each reply right after its parent, oldest first', () => {
    const comments = [comment('b', 'p', 2), comment('a1', 'a', 3), comment('a', 'p', 1), comment('a2', 'a', 4), comment('a1x', 'a1', 5)];
    expect(threadOrder(comments).map((c) => c.id)).toEqual(['a', 'a1', 'a1x', 'a2', 'b']);
  });
});
