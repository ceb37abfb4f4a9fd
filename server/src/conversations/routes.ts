import { Router } from 'express';
import { messagesQuerySchema, sendMessageSchema, startConversationSchema } from '../../../shared/conversations';
import { idParam, parse } from '../lib/validation';
import type { ConversationsService } from './service';

export function conversationsRoutes(conversations: ConversationsService): Router {
  const router = Router();
  router.param('id', idParam);

  router.get('/', async (req, res) => {
    res.json(await conversations.list(req.user!.uid));
  });

  router.post('/', async (req, res) => {
    const { conversation, created } = await conversations.start(req.user!.uid, parse(startConversationSchema, req.body).userId);
    res.status(created ? 201 : 200).json(conversation);
  });

  router.get('/:id', async (req, res) => {
    res.json(await conversations.get(req.user!.uid, req.params.id));
  });

  router.delete('/:id', async (req, res) => {
    await conversations.leave(req.user!.uid, req.params.id);
    res.status(204).end();
  });

  router.get('/:id/messages', async (req, res) => {
    res.json(await conversations.messages(req.user!.uid, req.params.id, parse(messagesQuerySchema, req.query)));
  });

  router.post('/:id/messages', async (req, res) => {
    res.status(201).json(await conversations.send(req.user!.uid, req.params.id, parse(sendMessageSchema, req.body).text));
  });

  router.post('/:id/read', async (req, res) => {
    await conversations.markRead(req.user!.uid, req.params.id);
    res.status(204).end();
  });

  return router;
}
