import type { Comment, Reactions } from '../../../../shared/posts';
import type { Post } from '../../../../shared/posts';
import { addComment, threadOrder, toggleReaction } from './postCache';

const none: Reactions = { agreeCount: 2, disagreeCount: 1, agreedBy: ['a', 'b'], disagreedBy: ['c'] };

describe('toggleReaction', () => {
  it('adds a reaction', () => {
    expect(toggleReaction(none, null, 'agree', 'me')).toEqual({
      reactions: { agreeCount: 3, disagreeCount: 1, agreedBy: ['a', 'b', 'me'], disagreedBy: ['c'] },
      myReaction: 'agree',
    });
  });

  it('switches to the other reaction', () => {
    const agreed = toggleReaction(none, null, 'agree', 'me');
    const switched = toggleReaction(agreed.reactions, agreed.myReaction, 'disagree', 'me');
    expect(switched.myReaction).toBe('disagree');
    expect(switched.reactions).toMatchObject({ agreeCount: 2, disagreeCount: 2, disagreedBy: ['c', 'me'] });
  });

  it('removes the active reaction when pressed again', () => {
    const agreed = toggleReaction(none, null, 'agree', 'me');
    expect(toggleReaction(agreed.reactions, 'agree', 'agree', 'me')).toEqual({ reactions: none, myReaction: null });
  });
});

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

describe('addComment', () => {
  const post = (comments: Comment[], commentsCount: number) => ({ id: 'p', comments, commentsCount }) as Post;

  it('adds a comment once to a post whose comments are all loaded', () => {
    const data = post([comment('a', 'p', 1)], 1);
    addComment(data, comment('b', 'a', 2));
    addComment(data, comment('b', 'a', 2));
    expect(data.comments.map((c) => c.id)).toEqual(['a', 'b']);
    expect(data.commentsCount).toBe(2);
  });

  it('leaves a list entry, which carries only the count, alone', () => {
    const data = { posts: [post([], 3)] };
    addComment(data, comment('b', 'p', 2));
    expect(data.posts[0]).toMatchObject({ comments: [], commentsCount: 3 });
  });
});
