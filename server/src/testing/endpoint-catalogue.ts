import type { z } from 'zod';
import { deleteAccountSchema, loginSchema, passwordChangeSchema, passwordResetConfirmSchema, passwordResetSchema, signupSchema } from '../../../shared/auth';
import { acknowledgeSchema, analyzeTextSchema, submitDisputeSchema } from '../../../shared/coach';
import { messagesQuerySchema, sendMessageSchema, startConversationSchema } from '../../../shared/conversations';
import { auditQuerySchema, adminUserQuerySchema, kycDecisionSchema, resolveReportSchema, updateCitizenSchema } from '../../../shared/admin';
import { resolveDisputeSchema } from '../../../shared/disputes';
import { createReportSchema } from '../../../shared/reports';
import { createCommentSchema, createPostSchema, cursorQuerySchema, feedQuerySchema, reactToPostSchema, searchQuerySchema, updatePostSchema } from '../../../shared/posts';
import { followListQuerySchema, followSuggestionsQuerySchema, updateMeSchema } from '../../../shared/users';

// Every endpoint of the API with a valid request for it: what the property-based suite
// (security/property.test.ts) spoils, one part at a time, to check that bad input never gets a 500.

/** The records a valid request names; the suite creates them before it starts. */
export interface Fixtures {
  /** A post of the citizen's. */
  postId: string;
  /** Another citizen. */
  otherUid: string;
  /** A dispute waiting in the admin queue. */
  disputeId: string;
  /** A conversation of the citizen's with the other citizen. */
  conversationId: string;
}

/** What fills a path parameter in a valid request. */
export type ParamKind = keyof Fixtures | 'hashtag';

export interface Endpoint {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** As the app's router declares it, parameters included: `/api/posts/:id`. */
  path: string;
  /** Who calls it: a signed-in citizen, an admin, or a client with no session. */
  as: 'citizen' | 'admin' | 'anonymous';
  params?: Record<string, ParamKind>;
  query?: { schema: z.ZodType; sample: Record<string, string> };
  /** For a callable, the `data` of its body `{data}`. */
  body?: { schema: z.ZodType; sample: (fixtures: Fixtures) => Record<string, unknown> };
  /** The callable function's name, which fills `:name`. */
  callable?: string;
  /** Takes `?cursor=`: the suite also sends cursors of every shape. */
  cursor?: boolean;
}

const suggestion = { id: 'REFINEMENT:insult', type: 'REFINEMENT', message: 'Try saying it kindly.', severity: 'minor', examples: ['Please reconsider.'], rules: ['insult.en.fool'] };

/** `POST /api/callable/:name` for one callable function (api.md, Callable functions). */
const callable = (name: string, schema: z.ZodType, sample: (fixtures: Fixtures) => Record<string, unknown>): Endpoint => ({
  method: 'post',
  path: '/api/callable/:name',
  as: 'citizen',
  callable: name,
  body: { schema, sample },
});

export const ENDPOINTS: Endpoint[] = [
  { method: 'get', path: '/api/health', as: 'anonymous' },
  {
    method: 'post',
    path: '/api/auth/signup',
    as: 'anonymous',
    body: { schema: signupSchema, sample: () => ({ username: 'Ada', handle: '@ada_property', email: 'ada.property@example.com', password: 'correct horse', language: 'fr' }) },
  },
  { method: 'post', path: '/api/auth/login', as: 'anonymous', body: { schema: loginSchema, sample: () => ({ email: 'nobody@example.com', password: 'not the password' }) } },
  { method: 'post', path: '/api/auth/logout', as: 'anonymous' },
  { method: 'get', path: '/api/auth/me', as: 'citizen' },
  { method: 'post', path: '/api/auth/password-reset', as: 'anonymous', body: { schema: passwordResetSchema, sample: () => ({ email: 'nobody@example.com', language: 'en' }) } },
  {
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    as: 'anonymous',
    body: { schema: passwordResetConfirmSchema, sample: () => ({ token: 'not-a-real-token', password: 'a new password' }) },
  },
  {
    method: 'post',
    path: '/api/auth/password',
    as: 'citizen',
    body: { schema: passwordChangeSchema, sample: () => ({ currentPassword: 'not the password', newPassword: 'a new password' }) },
  },
  { method: 'get', path: '/api/auth/sessions', as: 'citizen' },
  { method: 'post', path: '/api/auth/sessions/sign-out-others', as: 'citizen' },
  { method: 'delete', path: '/api/auth/account', as: 'citizen', body: { schema: deleteAccountSchema, sample: () => ({ password: 'not the password' }) } },
  callable('reactToPost', reactToPostSchema, (f) => ({ postId: f.postId, reactionType: 'agree' })),
  callable('analyzeText', analyzeTextSchema, () => ({ text: 'What a lovely market day.', context: { kind: 'comment', language: 'fr' } })),
  callable('acknowledgeAiSuggestion', acknowledgeSchema, (f) => ({ postId: f.postId, suggestionId: 'REFINEMENT:insult' })),
  callable('submitDispute', submitDisputeSchema, () => ({ userText: 'You fool.', aiFeedback: suggestion, reason: 'It was a joke.', source: 'https://example.org/a' })),
  callable('createReport', createReportSchema, (f) => ({ postId: f.postId, postAuthorId: f.otherUid, reason: 'Copied from my article.' })),
  { method: 'patch', path: '/api/users/me', as: 'citizen', body: { schema: updateMeSchema, sample: () => ({ username: 'Ada L.', bio: 'Counting engines.', communicationStyles: ['prefersData'] }) } },
  // A multipart upload, as /api/uploads.
  { method: 'post', path: '/api/users/me/avatar', as: 'citizen' },
  { method: 'post', path: '/api/users/me/kyc', as: 'citizen' },
  { method: 'get', path: '/api/users/:uid', as: 'citizen', params: { uid: 'otherUid' } },
  { method: 'get', path: '/api/notifications', as: 'citizen', query: { schema: cursorQuerySchema.pick({ limit: true }), sample: { limit: '10' } } },
  { method: 'post', path: '/api/notifications/read-all', as: 'citizen' },
  // A multipart upload: only the suite's raw bodies, in every content type, spoil it.
  { method: 'post', path: '/api/uploads', as: 'citizen' },
  { method: 'get', path: '/api/users/:uid/followers', as: 'citizen', params: { uid: 'otherUid' }, cursor: true, query: { schema: followListQuerySchema, sample: { limit: '5' } } },
  { method: 'get', path: '/api/users/:uid/following', as: 'citizen', params: { uid: 'otherUid' }, cursor: true, query: { schema: followListQuerySchema, sample: { limit: '5' } } },
  { method: 'post', path: '/api/users/:uid/follow', as: 'citizen', params: { uid: 'otherUid' } },
  { method: 'delete', path: '/api/users/:uid/follow', as: 'citizen', params: { uid: 'otherUid' } },
  { method: 'get', path: '/api/follow-requests', as: 'citizen' },
  { method: 'get', path: '/api/follow-suggestions', as: 'citizen', query: { schema: followSuggestionsQuerySchema, sample: { limit: '5' } } },
  { method: 'post', path: '/api/follow-requests/:uid/approve', as: 'citizen', params: { uid: 'otherUid' } },
  { method: 'post', path: '/api/follow-requests/:uid/decline', as: 'citizen', params: { uid: 'otherUid' } },
  { method: 'get', path: '/api/feed', as: 'citizen', cursor: true, query: { schema: feedQuerySchema, sample: { tab: 'following', page: '2' } } },
  {
    method: 'post',
    path: '/api/posts',
    as: 'citizen',
    body: { schema: createPostSchema, sample: () => ({ content: 'Market day.', audience: 'private', acknowledgedSuggestions: ['REFINEMENT:insult'] }) },
  },
  { method: 'get', path: '/api/posts/:id', as: 'citizen', params: { id: 'postId' } },
  { method: 'patch', path: '/api/posts/:id', as: 'citizen', params: { id: 'postId' }, body: { schema: updatePostSchema, sample: () => ({ content: 'Market day, edited.', commentsClosed: false }) } },
  { method: 'delete', path: '/api/posts/:id', as: 'citizen', params: { id: 'postId' } },
  { method: 'post', path: '/api/posts/:id/restore', as: 'citizen', params: { id: 'postId' } },
  { method: 'get', path: '/api/users/:uid/posts', as: 'citizen', params: { uid: 'otherUid' }, cursor: true, query: { schema: cursorQuerySchema, sample: { limit: '5' } } },
  { method: 'get', path: '/api/hashtags/:tag/posts', as: 'citizen', params: { tag: 'hashtag' }, cursor: true, query: { schema: cursorQuerySchema, sample: { limit: '5' } } },
  { method: 'post', path: '/api/posts/:id/comments', as: 'citizen', params: { id: 'postId' }, body: { schema: createCommentSchema, sample: () => ({ text: 'Agreed, and thanks.' }) } },
  { method: 'get', path: '/api/search', as: 'citizen', query: { schema: searchQuerySchema, sample: { q: 'market' } } },
  { method: 'get', path: '/api/explore', as: 'citizen' },
  { method: 'get', path: '/api/users/:uid/reputation', as: 'citizen', params: { uid: 'otherUid' } },
  { method: 'get', path: '/api/conversations', as: 'citizen' },
  { method: 'post', path: '/api/conversations', as: 'citizen', body: { schema: startConversationSchema, sample: (f) => ({ userId: f.otherUid }) } },
  { method: 'get', path: '/api/conversations/:id', as: 'citizen', params: { id: 'conversationId' } },
  { method: 'delete', path: '/api/conversations/:id', as: 'citizen', params: { id: 'conversationId' } },
  {
    method: 'get',
    path: '/api/conversations/:id/messages',
    as: 'citizen',
    params: { id: 'conversationId' },
    cursor: true,
    query: { schema: messagesQuerySchema, sample: { limit: '5' } },
  },
  { method: 'post', path: '/api/conversations/:id/messages', as: 'citizen', params: { id: 'conversationId' }, body: { schema: sendMessageSchema, sample: () => ({ text: 'See you at the market.' }) } },
  { method: 'post', path: '/api/conversations/:id/read', as: 'citizen', params: { id: 'conversationId' } },
  { method: 'post', path: '/api/users/:uid/block', as: 'citizen', params: { uid: 'otherUid' } },
  { method: 'delete', path: '/api/users/:uid/block', as: 'citizen', params: { uid: 'otherUid' } },
  { method: 'get', path: '/api/admin/disputes', as: 'admin', cursor: true, query: { schema: cursorQuerySchema, sample: { limit: '5' } } },
  { method: 'get', path: '/api/admin/reports', as: 'admin', cursor: true, query: { schema: cursorQuerySchema, sample: { limit: '5' } } },
  {
    method: 'post',
    path: '/api/admin/disputes/:id/resolve',
    as: 'admin',
    params: { id: 'disputeId' },
    body: { schema: resolveDisputeSchema, sample: () => ({ outcome: 'upheld', note: 'The coach was right.' }) },
  },
  { method: 'get', path: '/api/admin/disputes/stats', as: 'admin' },
  { method: 'get', path: '/api/admin/disputes/:id', as: 'admin', params: { id: 'disputeId' } },
  { method: 'get', path: '/api/admin/reports/:id', as: 'admin', params: { id: 'postId' } },
  {
    method: 'post',
    path: '/api/admin/reports/:id/resolve',
    as: 'admin',
    params: { id: 'postId' },
    body: { schema: resolveReportSchema, sample: () => ({ action: 'hide', note: 'Pending review.' }) },
  },
  { method: 'get', path: '/api/admin/kyc', as: 'admin', cursor: true, query: { schema: cursorQuerySchema, sample: { limit: '5' } } },
  { method: 'get', path: '/api/admin/kyc/:uid', as: 'admin', params: { uid: 'otherUid' } },
  {
    method: 'post',
    path: '/api/admin/kyc/:uid',
    as: 'admin',
    params: { uid: 'otherUid' },
    body: { schema: kycDecisionSchema, sample: () => ({ decision: 'unverified', note: 'The photo is unreadable.' }) },
  },
  { method: 'get', path: '/api/admin/users', as: 'admin', cursor: true, query: { schema: adminUserQuerySchema, sample: { q: 'citizen', limit: '5' } } },
  {
    method: 'patch',
    path: '/api/admin/users/:uid',
    as: 'admin',
    params: { uid: 'otherUid' },
    body: { schema: updateCitizenSchema, sample: () => ({ suspended: false }) },
  },
  { method: 'get', path: '/api/admin/audit', as: 'admin', cursor: true, query: { schema: auditQuerySchema, sample: { action: 'citizen.suspended', limit: '5' } } },
];
