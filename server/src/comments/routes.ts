import { Router } from 'express';
import { createCommentSchema } from '../../../shared/posts';
import { idParam, parse } from '../lib/validation';
import type { CommentsService } from './service';

export function commentsRoutes(comments: CommentsService): Router {
  const router = Router();
  router.param('id', idParam);

  router.post('/posts/:id/comments', async (req, res) => {
    res.status(201).json(await comments.create(req.user!.uid, req.params.id, parse(createCommentSchema, req.body)));
  });

  return router;
}
