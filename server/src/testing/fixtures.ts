import type { Agent } from 'supertest';

/** A 1x1 PNG, a 1x1 GIF and the start of a JPEG: real magic bytes. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);

export async function post(client: Agent, body: Record<string, unknown>) {
  const res = await client.post('/api/posts').send(body).expect(201);
  return res.body;
}

export async function react(client: Agent, postId: string, reactionType: 'agree' | 'disagree') {
  return client.post('/api/callable/reactToPost').send({ data: { postId, reactionType } });
}
