import type { Agent } from 'supertest';
import { signedInCitizen, type TestCity } from './harness';

/** A 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export async function post(client: Agent, body: Record<string, unknown>) {
  const res = await client.post('/api/posts').send(body).expect(201);
  return res.body;
}

export async function react(client: Agent, postId: string, reactionType: 'agree' | 'disagree') {
  return client.post('/api/callable/reactToPost').send({ data: { postId, reactionType } });
}

/**
 * The cast of a privacy test: an author, an approved follower, a citizen whose request the author
 * never approved (asked while the account was protected) and a stranger; the account public again.
 */
export async function innerCircleCast(city: TestCity, authorName = 'Inner Author') {
  const author = await signedInCitizen(city, { username: authorName });
  const follower = await signedInCitizen(city);
  const pending = await signedInCitizen(city);
  const stranger = await signedInCitizen(city);
  await follower.client.post(`/api/users/${author.user.uid}/follow`).expect(200);
  await author.client.patch('/api/users/me').send({ protected: true }).expect(200);
  const request = await pending.client.post(`/api/users/${author.user.uid}/follow`).expect(200);
  if (request.body.state !== 'requested') throw new Error(`a follow of a protected account is a request, got ${JSON.stringify(request.body)}`);
  await author.client.patch('/api/users/me').send({ protected: false }).expect(200);
  return { author, follower, pending, stranger };
}

