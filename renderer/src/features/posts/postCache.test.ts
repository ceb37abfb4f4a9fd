import type { Comment, Post } from '../../../../shared/posts';
import { addComment, removeComment, setAuthorReputation } from './postCache';

// addComment reads only which post a comment belongs to and its id.
const comment = (id: string) => ({ id, postId: 'p' }) as Comment;

describe('addComment', () => {
  const post = (comments: Comment[], commentsCount: number) => ({ id: 'p', comments, commentsCount }) as Post;

  it('adds a comment once to a post whose comments are all loaded', () => {
    const data = post([comment('a')], 1);
    addComment(data, comment('b'));
    addComment(data, comment('b'));
    expect(data.comments.map((c) => c.id)).toEqual(['a', 'b']);
    expect(data.commentsCount).toBe(2);
  });

  it('leaves a list entry, which carries only the count, alone', () => {
    const data = { posts: [post([], 3)] };
    addComment(data, comment('b'));
    expect(data.posts[0]).toMatchObject({ comments: [], commentsCount: 3 });
  });
});

describe('removeComment', () => {
  it('takes the comment out of its post’s thread, keeps the replies under it and leaves the count to the server', () => {
    const reply = { ...comment('reply'), parentId: 'a' };
    const data = { posts: [{ id: 'p', comments: [comment('a'), reply], commentsCount: 2 } as Post, { id: 'q', comments: [comment('a')], commentsCount: 1 } as Post] };
    removeComment(data, 'p', 'a');
    expect(data.posts.map((p) => [p.comments.map((c) => c.id), p.commentsCount])).toEqual([
      [['reply'], 2],
      [['a'], 1],
    ]);
  });
});

describe('setAuthorReputation', () => {
  it('shows the new total on every post of that author, and only theirs', () => {
    const post = (id: string, authorId: string) => ({ id, authorId, authorReputation: 40, authorCurrentReputation: 40 }) as Post;
    const data = { posts: [post('a', 'amara'), post('b', 'lucas'), post('c', 'amara')] };
    setAuthorReputation(data, 'amara', 57);
    expect(data.posts.map((p) => [p.authorCurrentReputation, p.authorReputation])).toEqual([
      [57, 40],
      [40, 40],
      [57, 40],
    ]);
  });
});
