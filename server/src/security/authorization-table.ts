import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import { post } from '../testing/fixtures';
import { newCitizen } from '../testing/harness';

/**
 * Who asks. `author` owns the resources (a protected account), `follower` is its approved
 * follower, `citizen` a stranger to it; `suspended` had a session when the account was suspended;
 * `member` is in a conversation with the author (they followed each other then) and otherwise a stranger to it.
 */
export const ROLES = ['visitor', 'citizen', 'author', 'follower', 'admin', 'suspended', 'member'] as const;
export type Role = (typeof ROLES)[number];

export interface Account {
  uid: string;
  email: string;
  password: string;
  client: Agent;
}

/** The city the matrix runs in: one account per role (but the visitor) and the resources they act on. */
export interface Fixtures {
  accounts: Record<Exclude<Role, 'visitor'>, Account>;
  /** An unprotected citizen whose public post everyone signed in may see; it asked to follow the author. */
  openAuthor: Account;
  /** A citizen nobody follows. */
  bystander: Account;
  openPost: string;
  /** A public post of the protected author: its approved followers only. */
  protectedPost: string;
  innerCirclePost: string;
  /** A comment on the Inner Circle post. */
  innerCircleComment: string;
  /** A notification of the author's (the open author's follow request). */
  authorNotification: string;
  /** A dispute the author filed. */
  authorDispute: string;
  /** A fresh dispute filed by the author, for rows that resolve one. */
  newDispute(): Promise<string>;
  /** A fresh citizen with a pending request to follow the author. */
  newRequester(): Promise<string>;
  /** A fresh post of the open author's, reported by the author: its id, for rows that rule on a report. */
  newReport(): Promise<string>;
  /** A fresh citizen who asked for identity review: their uid. */
  newKycRequest(): Promise<string>;
  /** The conversation of the author and the member, and a message in it. */
  conversation: string;
  conversationMessage: string;
  /** A fresh conversation of the author's with a fresh citizen. */
  newConversation(): Promise<string>;
  /** The author's secret guild: the follower is its officer, the member a plain member; everyone else an outsider. */
  secretGuild: string;
  /** A post the member shared to the secret guild. */
  secretGuildPost: string;
  /** A public guild anyone may join at once, founded by the open author. */
  openGuild: string;
  /** A fresh guild of the author's with the same roles (secret by default). */
  newGuild(privacy?: 'public' | 'secret'): Promise<string>;
  /** A fresh public guild of the author's (same roles) with a fresh citizen's pending request to join. */
  newGuildRequest(): Promise<{ id: string; uid: string }>;
}

export interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The route as registered, `:name` for each parameter (a callable: `/api/callable/<its name>`). */
  path: string;
  /** Which target, when one endpoint has several rows. */
  target?: string;
  /** The path parameters for a cell; a row whose request uses its target up makes a fresh one per cell. */
  params?(fx: Fixtures, role: Role): Record<string, string> | Promise<Record<string, string>>;
  query?: string;
  body?(fx: Fixtures, role: Role): object;
  /** Sends the 1x1 PNG as the multipart `file`. */
  upload?: true;
  /** The request ends or switches its session: each cell signs the role in on a session of its own. */
  ownSession?: true;
  expected: Record<Role, number>;
  /** A value (an id) the reply must carry for `seenBy` and for nobody else. */
  secret?: { value(fx: Fixtures): string; seenBy: Role[] };
}

/** Every signed-in role gets `status`; a visitor and a suspended citizen get 401. */
const signedIn = (status: number, overrides: Partial<Record<Role, number>> = {}): Record<Role, number> => ({
  visitor: 401,
  suspended: 401,
  citizen: status,
  author: status,
  follower: status,
  admin: status,
  member: status,
  ...overrides,
});
const everyone = (status: number): Record<Role, number> => signedIn(status, { visitor: status, suspended: status });
/** Only the author and its approved followers may see the post; anyone else gets 404. */
const innerCircle = (status: number, overrides: Partial<Record<Role, number>> = {}) => signedIn(404, { author: status, follower: status, ...overrides });
const adminOnly = (status: number) => signedIn(403, { admin: status });
/** Only the two members of the conversation; to anyone else it does not exist. */
const conversationMembers = (status: number) => signedIn(404, { author: status, member: status });
const conversationSecret = { value: (fx: Fixtures) => fx.conversation, seenBy: ['author', 'member'] as Role[] };

/** A secret guild is its members' alone: to anyone else it does not exist. */
const guildMembers = (status: number, overrides: Partial<Record<Role, number>> = {}) => signedIn(404, { author: status, follower: status, member: status, ...overrides });
/** What the founder (author) and the officer (follower) may do; a plain member is refused, outsiders find nothing. */
const guildLeaders = (status: number) => guildMembers(status, { member: 403 });
const secretGuildSecret = { value: (fx: Fixtures) => fx.secretGuild, seenBy: ['author', 'follower', 'member'] as Role[] };
const freshGuild = async (fx: Fixtures) => ({ id: await fx.newGuild() });
const guildMemberOf = async (fx: Fixtures) => ({ id: await fx.newGuild(), uid: fx.accounts.member.uid });

const innerCircleSecret = { value: (fx: Fixtures) => fx.innerCirclePost, seenBy: ['author', 'follower'] as Role[] };
const authorOf = (fx: Fixtures) => ({ uid: fx.accounts.author.uid });
const conversationWithAuthor = (fx: Fixtures) => ({ userId: fx.accounts.author.uid });
const WRONG_PASSWORD = 'not the password';

/** One row per endpoint (and target): the whole authorization contract of the API. */
export const AUTHORIZATION_TABLE: Row[] = [
  { method: 'GET', path: '/api/health', expected: everyone(200) },

  // Sessions
  { method: 'POST', path: '/api/auth/signup', ownSession: true, body: () => newCitizen(), expected: everyone(201) },
  {
    method: 'POST',
    path: '/api/auth/login',
    ownSession: true,
    body: (fx, role) => (role === 'visitor' ? { email: 'nobody@example.com', password: WRONG_PASSWORD } : { email: fx.accounts[role].email, password: fx.accounts[role].password }),
    // A suspended citizen with the right password is told the account is suspended, and why.
    expected: signedIn(200, { suspended: 403 }),
  },
  { method: 'POST', path: '/api/auth/logout', ownSession: true, expected: everyone(204) },
  { method: 'GET', path: '/api/auth/me', expected: signedIn(200) },
  { method: 'POST', path: '/api/auth/password-reset', body: (fx) => ({ email: fx.accounts.author.email }), expected: everyone(200) },
  { method: 'POST', path: '/api/auth/password-reset/confirm', body: () => ({ token: 'x'.repeat(43), password: 'a new password' }), expected: everyone(400) },
  // A wrong current password: the cell shows who is let in without changing anyone's password.
  { method: 'POST', path: '/api/auth/password', body: () => ({ currentPassword: WRONG_PASSWORD, newPassword: 'a new password' }), expected: signedIn(400) },
  // Settings: each citizen sees and ends only their own sessions; a wrong password shows who may delete an account without deleting one.
  { method: 'GET', path: '/api/auth/sessions', expected: signedIn(200) },
  { method: 'POST', path: '/api/auth/sessions/sign-out-others', expected: signedIn(200) },
  { method: 'DELETE', path: '/api/auth/account', body: () => ({ password: WRONG_PASSWORD }), expected: signedIn(400) },

  // Profiles and follows
  { method: 'GET', path: '/api/users/:uid', params: authorOf, expected: signedIn(200) },
  { method: 'PATCH', path: '/api/users/me', body: () => ({ bio: 'Written by the authorization matrix.' }), expected: signedIn(200) },
  { method: 'POST', path: '/api/users/me/avatar', upload: true, expected: signedIn(200) },
  { method: 'POST', path: '/api/users/me/kyc', expected: signedIn(200) },
  { method: 'GET', path: '/api/users/:uid/posts', params: authorOf, expected: signedIn(200), secret: innerCircleSecret },
  { method: 'GET', path: '/api/users/:uid/reputation', params: authorOf, expected: signedIn(200) },
  // A protected account's follows: itself and its approved followers only (the open author asked to follow it).
  {
    method: 'GET',
    path: '/api/users/:uid/followers',
    params: authorOf,
    expected: signedIn(403, { author: 200, follower: 200 }),
    secret: { value: (fx) => fx.accounts.follower.uid, seenBy: ['author', 'follower'] },
  },
  { method: 'GET', path: '/api/users/:uid/following', params: authorOf, expected: signedIn(403, { author: 200, follower: 200 }) },
  { method: 'POST', path: '/api/users/:uid/follow', params: authorOf, expected: signedIn(200, { author: 400 }) },
  { method: 'DELETE', path: '/api/users/:uid/follow', params: (fx) => ({ uid: fx.bystander.uid }), expected: signedIn(204) },
  {
    method: 'GET',
    path: '/api/follow-requests',
    expected: signedIn(200),
    secret: { value: (fx) => fx.openAuthor.uid, seenBy: ['author'] },
  },
  // Suggestions leave protected accounts out: the protected author is suggested to nobody.
  { method: 'GET', path: '/api/follow-suggestions', expected: signedIn(200), secret: { value: (fx) => fx.accounts.author.uid, seenBy: [] } },
  { method: 'POST', path: '/api/follow-requests/:uid/approve', params: async (fx) => ({ uid: await fx.newRequester() }), expected: signedIn(404, { author: 204 }) },
  { method: 'POST', path: '/api/follow-requests/:uid/decline', params: async (fx) => ({ uid: await fx.newRequester() }), expected: signedIn(404, { author: 204 }) },

  // Notifications: each citizen reads only their own
  { method: 'GET', path: '/api/notifications', expected: signedIn(200), secret: { value: (fx) => fx.authorNotification, seenBy: ['author'] } },
  { method: 'POST', path: '/api/notifications/read-all', expected: signedIn(204) },

  // Posts and comments
  { method: 'GET', path: '/api/feed', query: 'tab=forYou', expected: signedIn(200), secret: innerCircleSecret },
  { method: 'POST', path: '/api/posts', body: () => ({ content: 'A post from the authorization matrix.' }), expected: signedIn(201) },
  { method: 'GET', path: '/api/posts/:id', target: 'open post', params: (fx) => ({ id: fx.openPost }), expected: signedIn(200) },
  { method: 'GET', path: '/api/posts/:id', target: 'public post of a protected account', params: (fx) => ({ id: fx.protectedPost }), expected: innerCircle(200) },
  { method: 'GET', path: '/api/posts/:id', target: 'Inner Circle post', params: (fx) => ({ id: fx.innerCirclePost }), expected: innerCircle(200) },
  {
    method: 'PATCH',
    path: '/api/posts/:id',
    params: (fx) => ({ id: fx.innerCirclePost }),
    body: () => ({ commentsClosed: false }),
    expected: innerCircle(200, { follower: 403 }),
  },
  {
    method: 'DELETE',
    path: '/api/posts/:id',
    params: async (fx) => ({ id: (await post(fx.accounts.author.client, { content: 'to be deleted', audience: 'private' })).id }),
    expected: innerCircle(204, { follower: 403, admin: 204 }),
  },
  {
    method: 'POST',
    path: '/api/posts/:id/restore',
    params: async (fx) => {
      const { id } = await post(fx.accounts.author.client, { content: 'to be restored', audience: 'private' });
      await fx.accounts.author.client.delete(`/api/posts/${id}`).expect(204);
      return { id };
    },
    expected: innerCircle(200, { follower: 404 }),
  },
  { method: 'POST', path: '/api/posts/:id/comments', target: 'open post', params: (fx) => ({ id: fx.openPost }), body: () => ({ text: 'Well said.' }), expected: signedIn(201) },
  {
    method: 'POST',
    path: '/api/posts/:id/comments',
    target: 'a comment on an Inner Circle post',
    params: (fx) => ({ id: fx.innerCirclePost }),
    body: (fx) => ({ text: 'A reply.', parentId: fx.innerCircleComment }),
    expected: innerCircle(201),
  },
  { method: 'GET', path: '/api/hashtags/:tag/posts', params: () => ({ tag: 'innercircle' }), expected: signedIn(200), secret: innerCircleSecret },
  { method: 'GET', path: '/api/search', query: 'q=zanzibar', expected: signedIn(200), secret: innerCircleSecret },
  // Explore shows only what a stranger may see: a public post of a protected account reaches nobody there.
  { method: 'GET', path: '/api/explore', expected: signedIn(200), secret: { value: (fx) => fx.protectedPost, seenBy: [] } },
  { method: 'POST', path: '/api/uploads', upload: true, expected: signedIn(201) },

  // The Embassy: a conversation is its two members' alone
  { method: 'GET', path: '/api/conversations', expected: signedIn(200), secret: conversationSecret },
  {
    method: 'POST',
    path: '/api/conversations',
    body: conversationWithAuthor,
    expected: signedIn(403, { author: 400, member: 200 }),
    secret: { value: (fx) => fx.conversation, seenBy: ['member'] },
  },
  { method: 'GET', path: '/api/conversations/:id', params: (fx) => ({ id: fx.conversation }), expected: conversationMembers(200), secret: conversationSecret },
  {
    method: 'GET',
    path: '/api/conversations/:id/messages',
    params: (fx) => ({ id: fx.conversation }),
    expected: conversationMembers(200),
    secret: { value: (fx) => fx.conversationMessage, seenBy: ['author', 'member'] },
  },
  { method: 'POST', path: '/api/conversations/:id/messages', params: (fx) => ({ id: fx.conversation }), body: () => ({ text: 'Sent by the matrix.' }), expected: conversationMembers(201) },
  { method: 'POST', path: '/api/conversations/:id/read', params: (fx) => ({ id: fx.conversation }), expected: conversationMembers(204) },
  { method: 'DELETE', path: '/api/conversations/:id', params: async (fx) => ({ id: await fx.newConversation() }), expected: signedIn(404, { author: 204 }) },
  { method: 'POST', path: '/api/users/:uid/block', params: async (fx) => ({ uid: await fx.newRequester() }), expected: signedIn(204) },
  { method: 'DELETE', path: '/api/users/:uid/block', params: (fx) => ({ uid: fx.bystander.uid }), expected: signedIn(204) },

  // Guilds: a secret guild and its posts are its members' alone; leaders (founder, officers) manage members
  { method: 'GET', path: '/api/guilds', expected: signedIn(200), secret: secretGuildSecret },
  { method: 'POST', path: '/api/guilds', body: () => ({ name: 'Matrix Guild', charter: 'Test every cell.' }), expected: signedIn(201) },
  { method: 'GET', path: '/api/guilds/:id', params: (fx) => ({ id: fx.secretGuild }), expected: guildMembers(200), secret: secretGuildSecret },
  {
    method: 'GET',
    path: '/api/guilds/:id/posts',
    params: (fx) => ({ id: fx.secretGuild }),
    expected: guildMembers(200),
    secret: { value: (fx) => fx.secretGuildPost, seenBy: ['author', 'follower', 'member'] },
  },
  { method: 'POST', path: '/api/guilds/:id/posts', params: (fx) => ({ id: fx.secretGuild }), body: () => ({ content: 'Shared by the matrix.' }), expected: guildMembers(201) },
  { method: 'POST', path: '/api/guilds/:id/contributions', params: (fx) => ({ id: fx.secretGuild }), body: () => ({ amount: 500 }), expected: guildMembers(201) },
  { method: 'POST', path: '/api/guilds/:id/join', target: 'open public guild', params: (fx) => ({ id: fx.openGuild }), expected: signedIn(200) },
  { method: 'POST', path: '/api/guilds/:id/join', target: 'secret guild', params: (fx) => ({ id: fx.secretGuild }), expected: guildMembers(200) },
  { method: 'POST', path: '/api/guilds/:id/leave', params: freshGuild, expected: guildMembers(204, { author: 409 }) },
  // A public guild: outsiders see it, so they are refused (403) rather than told it does not exist.
  { method: 'POST', path: '/api/guilds/:id/requests/:uid/approve', params: (fx) => fx.newGuildRequest(), expected: signedIn(403, { author: 204, follower: 204 }) },
  { method: 'POST', path: '/api/guilds/:id/requests/:uid/decline', params: (fx) => fx.newGuildRequest(), expected: signedIn(403, { author: 204, follower: 204 }) },
  // Any member of a secret guild invites (api.md); in a public guild, its leaders.
  { method: 'POST', path: '/api/guilds/:id/invites', target: 'secret guild', params: freshGuild, body: (fx) => ({ userId: fx.bystander.uid }), expected: guildMembers(201) },
  {
    method: 'POST',
    path: '/api/guilds/:id/invites',
    target: 'public guild',
    params: async (fx) => ({ id: await fx.newGuild('public') }),
    body: (fx) => ({ userId: fx.bystander.uid }),
    expected: signedIn(403, { author: 201, follower: 201 }),
  },
  { method: 'POST', path: '/api/guilds/:id/members/:uid/role', params: guildMemberOf, body: () => ({ role: 'officer' }), expected: guildLeaders(204) },
  { method: 'DELETE', path: '/api/guilds/:id/members/:uid', params: guildMemberOf, expected: guildLeaders(204) },
  { method: 'POST', path: '/api/guilds/:id/handover', params: freshGuild, body: (fx) => ({ userId: fx.accounts.member.uid }), expected: guildMembers(403, { author: 204 }) },
  // Payments: each citizen's own payouts and earnings; webhooks only from the provider (none in demo, which the matrix city runs)
  { method: 'POST', path: '/api/payments/webhook', body: () => ({ id: 'evt_matrix', type: 'payment_intent.succeeded' }), expected: everyone(404) },
  { method: 'GET', path: '/api/payments/config', expected: signedIn(200) },
  { method: 'POST', path: '/api/payments/connect', expected: signedIn(200) },
  { method: 'GET', path: '/api/payments/earnings', expected: signedIn(200) },
  // A client secret nobody was given: each citizen confirms only their own payments.
  { method: 'POST', path: '/api/payments/demo/confirm', body: () => ({ clientSecret: 'demo_pi_x_secret_y', cardNumber: '4242 4242 4242 4242' }), expected: signedIn(404) },

  // The admin area: every endpoint 401 to visitors (and suspended sessions), 403 to citizens.
  { method: 'GET', path: '/api/admin/disputes', expected: adminOnly(200), secret: { value: (fx) => fx.authorDispute, seenBy: ['admin'] } },
  {
    method: 'POST',
    path: '/api/admin/disputes/:id/resolve',
    params: async (fx) => ({ id: await fx.newDispute() }),
    body: () => ({ outcome: 'upheld' }),
    expected: adminOnly(204),
  },
  { method: 'GET', path: '/api/admin/reports', expected: adminOnly(200), secret: { value: (fx) => fx.innerCircleComment, seenBy: ['admin'] } },
  {
    method: 'GET',
    path: '/api/admin/reports/:id',
    params: (fx) => ({ id: fx.innerCircleComment }),
    expected: adminOnly(200),
    secret: { value: (fx) => fx.accounts.follower.uid, seenBy: ['admin'] },
  },
  { method: 'POST', path: '/api/admin/reports/:id/resolve', params: async (fx) => ({ id: await fx.newReport() }), body: () => ({ action: 'dismiss' }), expected: adminOnly(204) },
  { method: 'GET', path: '/api/admin/disputes/stats', expected: adminOnly(200) },
  { method: 'GET', path: '/api/admin/disputes/:id', params: (fx) => ({ id: fx.authorDispute }), expected: adminOnly(200) },
  { method: 'GET', path: '/api/admin/kyc', expected: adminOnly(200) },
  {
    method: 'GET',
    path: '/api/admin/kyc/:uid',
    params: async (fx) => ({ uid: await fx.newKycRequest() }),
    expected: adminOnly(200),
  },
  { method: 'POST', path: '/api/admin/kyc/:uid', params: async (fx) => ({ uid: await fx.newKycRequest() }), body: () => ({ decision: 'verified' }), expected: adminOnly(204) },
  { method: 'GET', path: '/api/admin/users', expected: adminOnly(200) },
  {
    method: 'PATCH',
    path: '/api/admin/users/:uid',
    params: async (fx) => ({ uid: await fx.newRequester() }),
    body: () => ({ roles: { admin: false } }),
    expected: adminOnly(200),
  },
  { method: 'GET', path: '/api/admin/audit', expected: adminOnly(200) },

  // Callable functions
  { method: 'POST', path: '/api/callable/analyzeText', body: () => ({ data: { text: 'Hello, neighbours.' } }), expected: signedIn(200) },
  {
    method: 'POST',
    path: '/api/callable/reactToPost',
    body: (fx) => ({ data: { postId: fx.innerCirclePost, reactionType: 'agree' } }),
    expected: innerCircle(200),
  },
  // Each on a new text: a suggestion on one text is disputed once.
  { method: 'POST', path: '/api/callable/submitDispute', body: () => ({ data: { ...DISPUTE, userText: `${DISPUTE.userText} ${randomUUID()}` } }), expected: signedIn(200) },
  {
    method: 'POST',
    path: '/api/callable/acknowledgeAiSuggestion',
    body: (fx) => ({ data: { postId: fx.innerCirclePost, suggestionId: 'REFINEMENT:insult' } }),
    expected: signedIn(404, { author: 200 }),
  },
  // Reports: only of what the reporter may see. The author's report of the follower's Inner Circle comment fills the admin queue.
  {
    method: 'POST',
    path: '/api/callable/createReport',
    target: 'Inner Circle post',
    body: (fx) => ({ data: { postId: fx.innerCirclePost, postAuthorId: fx.accounts.author.uid, reason: 'spam' } }),
    expected: innerCircle(200),
  },
  {
    method: 'POST',
    path: '/api/callable/createReport',
    target: 'message of a conversation',
    body: (fx) => ({ data: { messageId: fx.conversationMessage, reason: 'hate' } }),
    expected: conversationMembers(200),
  },
  // A tip to the author (payouts connected first) of a post one may see; never to oneself (400); to others the post does not exist.
  {
    method: 'POST',
    path: '/api/callable/createPaymentIntent',
    params: async (fx) => {
      await fx.accounts.author.client.post('/api/payments/connect').expect(200);
      return {};
    },
    body: (fx) => ({ data: { amount: 500, recipientId: fx.accounts.author.uid, postId: fx.innerCirclePost } }),
    expected: innerCircle(200, { author: 400 }),
  },
];

/** What a citizen disputes: the coach's advice on a text. */
export const DISPUTE = {
  userText: 'You clown, great show!',
  aiFeedback: { id: 'REFINEMENT:insult', type: 'REFINEMENT', message: 'This calls a person names.', severity: 'moderate', examples: [] },
  reason: 'It was a compliment to a performer.',
};
