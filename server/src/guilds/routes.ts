import { Router } from 'express';
import { contributeSchema, createGuildPostSchema, createGuildSchema, GUILD_FIELDS_ORDER, guildCitizenSchema, guildListQuerySchema, setGuildRoleSchema } from '../../../shared/guilds';
import { cursorQuerySchema } from '../../../shared/posts';
import { idParam, parse } from '../lib/validation';
import type { GuildsService } from './service';

/** Mounted at /api/guilds (api.md, guilds; docs/api-extensions.md, Guilds). */
export function guildsRoutes(guilds: GuildsService): Router {
  const router = Router();
  router.param('id', idParam);
  router.param('uid', idParam);

  router.get('/', async (req, res) => {
    res.json(await guilds.list(req.user!.uid, parse(guildListQuerySchema, req.query)));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await guilds.create(req.user!.uid, parse(createGuildSchema, req.body, GUILD_FIELDS_ORDER)));
  });

  router.get('/:id', async (req, res) => {
    res.json(await guilds.get(req.user!.uid, req.params.id));
  });

  router.get('/:id/posts', async (req, res) => {
    const { cursor, limit } = parse(cursorQuerySchema, req.query);
    res.json(await guilds.posts(req.user!.uid, req.params.id, cursor, limit));
  });

  router.post('/:id/posts', async (req, res) => {
    res.status(201).json(await guilds.post(req.user!.uid, req.params.id, parse(createGuildPostSchema, req.body)));
  });

  router.post('/:id/contributions', async (req, res) => {
    res.status(201).json(await guilds.contribute(req.user!.uid, req.params.id, parse(contributeSchema, req.body)));
  });

  router.post('/:id/join', async (req, res) => {
    res.json(await guilds.join(req.user!.uid, req.params.id));
  });

  router.post('/:id/leave', async (req, res) => {
    await guilds.leave(req.user!.uid, req.params.id);
    res.status(204).end();
  });

  router.post('/:id/requests/:uid/approve', async (req, res) => {
    await guilds.settleRequest(req.user!.uid, req.params.id, req.params.uid, true);
    res.status(204).end();
  });

  router.post('/:id/requests/:uid/decline', async (req, res) => {
    await guilds.settleRequest(req.user!.uid, req.params.id, req.params.uid, false);
    res.status(204).end();
  });

  router.post('/:id/invites', async (req, res) => {
    res.status(201).json(await guilds.invite(req.user!.uid, req.params.id, parse(guildCitizenSchema, req.body).userId));
  });

  router.post('/:id/members/:uid/role', async (req, res) => {
    await guilds.setRole(req.user!.uid, req.params.id, req.params.uid, parse(setGuildRoleSchema, req.body).role);
    res.status(204).end();
  });

  router.delete('/:id/members/:uid', async (req, res) => {
    await guilds.remove(req.user!.uid, req.params.id, req.params.uid);
    res.status(204).end();
  });

  router.post('/:id/handover', async (req, res) => {
    await guilds.handOver(req.user!.uid, req.params.id, parse(guildCitizenSchema, req.body).userId);
    res.status(204).end();
  });

  return router;
}
