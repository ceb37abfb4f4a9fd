import { Router } from 'express';
import { createPostSchema, cursorQuerySchema, feedQuerySchema, hashtagSchema, updatePostSchema } from '../../../shared/posts';
import type { CommentsService } from '../comments/service';
import { idParam, parse, textParam } from '../lib/validation';
import type { PostsService } from './service';

/** `comments`: the post page shows a post with all its comments. */
export function postsRoutes(deps: { posts: PostsService; comments: Pick<CommentsService, 'postWithComments'> }): Router {
  const { posts, comments } = deps;
  const router = Router();
  router.param('id', idParam);
  router.param('uid', idParam);
  router.param('tag', textParam(hashtagSchema));

  router.get('/feed', async (req, res) => {
    res.json(await posts.feed(req.user!.uid, parse(feedQuerySchema, req.query)));
  });

  router.post('/posts', async (req, res) => {
    res.status(201).json(await posts.create(req.user!.uid, parse(createPostSchema, req.body)));
  });

  router.get('/posts/:id', async (req, res) => {
    res.json(await comments.postWithComments(req.user!.uid, req.params.id));
  });

  router.patch('/posts/:id', async (req, res) => {
    res.json(await posts.update(req.user!, req.params.id, parse(updatePostSchema, req.body)));
  });

  router.delete('/posts/:id', async (req, res) => {
    await posts.remove(req.user!, req.params.id);
    res.status(204).end();
  });

  router.post('/posts/:id/restore', async (req, res) => {
    res.json(await posts.restore(req.user!, req.params.id));
  });

  router.get('/users/:uid/posts', async (req, res) => {
    const { cursor, limit } = parse(cursorQuerySchema, req.query);
    res.json(await posts.byAuthor(req.user!.uid, req.params.uid, cursor, limit));
  });

  router.get('/hashtags/:tag/posts', async (req, res) => {
    const { cursor, limit } = parse(cursorQuerySchema, req.query);
    res.json(await posts.byHashtag(req.user!.uid, req.params.tag, cursor, limit));
  });

  return router;
}
