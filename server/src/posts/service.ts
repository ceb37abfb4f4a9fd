import { randomUUID } from 'node:crypto';
import { FEED_PAGE_SIZE } from '../../../shared/constants';
import { SERVER_EVENTS, type ServerEventName, type ServerEventPayload } from '../../../shared/events';
import { extractHashtags, type CreatePostInput, type FeedPage, type Post, type PostList, type UpdatePostInput } from '../../../shared/posts';
import { reputationTotal } from '../../../shared/reputation';
import type { Actor } from '../lib/actor';
import type { Db } from '../lib/db';
import { HttpError, badRequest, forbidden, notFound } from '../lib/errors';
import type { Realtime } from '../realtime/realtime';
import type { CoachService } from '../coach/service';
import type { UploadsService } from '../uploads/service';
import { pillarsOf, usersRepository } from '../users/repository';
import { decodeCursor, encodeCursor, feedCursor, pageOf, timeCursor } from '../lib/cursors';
import { feedPage } from './feed';
import { postImages } from './images';
import { listQueries } from './lists';
import { postsRepository, toPost, type PostRow } from './repository';

/** The guild a new post is shared to, as the guilds domain checked it. */
export interface GuildOfPost {
  id: string;
  secret: boolean;
}

/** How long a deleted post can be brought back with Undo. */
export const RESTORE_WINDOW_MS = 15 * 60 * 1000;

export function createPostsService(deps: { db: Db; realtime: Realtime; uploads: UploadsService; coach: Pick<CoachService, 'screen' | 'published'> }) {
  const { db, realtime } = deps;

  async function hydrate(viewerId: string, rows: PostRow[]): Promise<Post[]> {
    const reactions = await postsRepository.reactionsOf(db, viewerId, rows.map((r) => r.id));
    return rows.map((row) => toPost(row, reactions.get(row.id)!));
  }

  async function visible(viewerId: string, id: string): Promise<PostRow> {
    const row = await postsRepository.findVisible(db, viewerId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Who may see a post, an admin's moderation aside (visibility.ts says who): everyone, or these citizens. */
  async function audienceOf(row: Pick<PostRow, 'author_id' | 'audience' | 'author_protected' | 'guild_id' | 'guild_privacy'>): Promise<'everyone' | string[]> {
    if (row.guild_id) return row.guild_privacy === 'public' ? 'everyone' : postsRepository.guildAudience(db, row.author_id, row.guild_id);
    if (row.audience === 'public' && !row.author_protected) return 'everyone';
    return postsRepository.privateAudience(db, row.author_id);
  }

  /**
   * Sends a post event to exactly those who may see the post (visibility.ts says who): its author
   * alone while an admin has it hidden.
   */
  async function publish<E extends ServerEventName>(
    row: Pick<PostRow, 'author_id' | 'audience' | 'author_protected' | 'guild_id' | 'guild_privacy' | 'moderation'>,
    event: E,
    payload: ServerEventPayload<E>,
  ) {
    if (row.moderation) return realtime.toUser(row.author_id, event, payload);
    const audience = await audienceOf(row);
    if (audience === 'everyone') realtime.toEveryone(event, payload);
    else realtime.toUsers(audience, event, payload);
  }

  /**
   * The tags a post is listed under. A secret guild's post is listed under none: hashtag pages and
   * their counts are for everyone, and must not count what outsiders cannot see.
   */
  const hashtagsOf = (content: string, inSecretGuild: boolean) => (inSecretGuild ? [] : extractHashtags(content));

  /** The author may edit; an admin may delete; others learn nothing more than a 404 would tell. */
  async function ownPost(user: Actor, id: string, allowAdmin: boolean): Promise<PostRow> {
    const row = await postsRepository.findAny(db, id);
    if (!row) throw notFound();
    if (row.author_id === user.uid || (allowAdmin && user.isAdmin)) return row;
    if (row.deleted_at || !(await postsRepository.findVisible(db, user.uid, id))) throw notFound();
    throw forbidden();
  }

  /** The author's own upload; an image of posts deleted for good stays gone, even from a new post. */
  async function checkImage(uid: string, imageUrl: string | null | undefined) {
    if (!imageUrl) return;
    if (!(await deps.uploads.belongsTo(uid, imageUrl)) || (await postImages.isRetired(db, imageUrl, RESTORE_WINDOW_MS))) {
      throw badRequest('INVALID_IMAGE', { imageUrl: 'This image cannot be used.' });
    }
  }

  return {
    visible,
    hydrate,
    audienceOf,
    publish,

    /** A new post; `guild` when the guilds domain shares it to a guild it checked the author belongs to. */
    async create(
      uid: string,
      input: Required<Pick<CreatePostInput, 'content' | 'audience' | 'acknowledgedSuggestions'>> & { imageUrl?: string | null },
      guild?: GuildOfPost,
    ): Promise<Post> {
      await checkImage(uid, input.imageUrl);
      const author = await usersRepository.findById(db, uid);
      if (!author) throw notFound();
      const suggestions = await deps.coach.screen(author, input.content, 'post');
      const id = randomUUID();
      await db.transaction((tx) =>
        postsRepository.insert(tx, {
          id,
          authorId: uid,
          content: input.content,
          imageUrl: input.imageUrl ?? null,
          audience: input.audience,
          acknowledgedSuggestions: input.acknowledgedSuggestions,
          authorReputation: reputationTotal(pillarsOf(author)),
          hashtags: hashtagsOf(input.content, guild?.secret ?? false),
          guildId: guild?.id ?? null,
        }),
      );
      const row = await visible(uid, id);
      const [post] = await hydrate(uid, [row]);
      await publish(row, SERVER_EVENTS.postNew, { post: { ...post, myReaction: null } });
      await deps.coach.published(uid, suggestions, input.acknowledgedSuggestions);
      return post;
    },

    async get(viewerId: string, id: string): Promise<Post> {
      const [post] = await hydrate(viewerId, [await visible(viewerId, id)]);
      return post;
    },

    async update(user: Actor, id: string, input: UpdatePostInput): Promise<Post> {
      const before = await ownPost(user, id, false);
      if (before.deleted_at) throw notFound();
      // A guild's post has the guild's audience: its own setting is not the author's to change.
      if (before.guild_id) input = { ...input, audience: undefined };
      await checkImage(user.uid, input.imageUrl);
      const content = input.content ?? before.content;
      const imageUrl = input.imageUrl === undefined ? before.image_url : input.imageUrl;
      if (!content.trim() && !imageUrl) throw badRequest('POST_EMPTY', { content: 'Write something or add an image.' });
      if (input.content !== undefined) {
        const author = (await usersRepository.findById(db, user.uid))!;
        await deps.coach.screen(author, input.content, 'post');
      }
      await db.transaction(async (tx) => {
        await postsRepository.update(tx, id, input);
        if (input.content !== undefined) await postsRepository.setHashtags(tx, id, hashtagsOf(input.content, before.guild_privacy === 'secret'));
      });
      const after = await visible(user.uid, id);
      const [post] = await hydrate(user.uid, [after]);
      const change = { id, content: post.content, imageUrl: post.imageUrl, editedAt: post.editedAt, commentsClosed: post.commentsClosed, audience: post.audience };
      if (before.audience !== after.audience && after.audience === 'private') {
        // Those who could see it before and cannot now see it vanish.
        const audience = await postsRepository.privateAudience(db, after.author_id);
        realtime.toEveryoneExcept(audience, SERVER_EVENTS.postDeleted, { id });
      }
      await publish(after, SERVER_EVENTS.postUpdated, change);
      return post;
    },

    async remove(user: Actor, id: string): Promise<void> {
      const row = await ownPost(user, id, true);
      if (row.deleted_at) throw notFound();
      await postsRepository.setDeleted(db, id, true);
      await publish(row, SERVER_EVENTS.postDeleted, { id });
    },

    async restore(user: Actor, id: string): Promise<Post> {
      const row = await ownPost(user, id, true);
      if (!row.deleted_at) return this.get(user.uid, id);
      if (Date.now() - Date.parse(row.deleted_at) > RESTORE_WINDOW_MS) throw new HttpError(409, 'RESTORE_EXPIRED');
      await db.transaction(async (tx) => {
        await postsRepository.setDeleted(tx, id, false);
        // An admin may delete any post but sees only what a citizen may: undoing one it cannot see is a 404 that changes nothing.
        if (!(await postsRepository.findVisible(tx, user.uid, id))) throw notFound();
      });
      const post = await this.get(user.uid, id);
      await publish(row, SERVER_EVENTS.postNew, { post: { ...post, myReaction: null } });
      return post;
    },

    async feed(viewerId: string, query: { tab: 'forYou' | 'following'; page: number; cursor?: string }): Promise<FeedPage> {
      const from = query.cursor ? decodeCursor(feedCursor, query.cursor) : null;
      const snapshot = from ? new Date(from.t) : new Date();
      const rows = await feedPage(db, {
        viewerId,
        tab: query.tab,
        snapshot,
        after: from ?? undefined,
        // Without a cursor, page N is found by skipping: correct, but slower for deep pages.
        offset: from ? 0 : (query.page - 1) * FEED_PAGE_SIZE,
      });
      const hasMore = rows.length > FEED_PAGE_SIZE;
      const pageRows = rows.slice(0, FEED_PAGE_SIZE);
      const last = pageRows.at(-1);
      return {
        posts: await hydrate(viewerId, pageRows),
        page: query.page,
        hasMore,
        nextCursor: hasMore && last ? encodeCursor(feedCursor, { t: snapshot.toISOString(), s: last.score, id: last.id }) : null,
      };
    },

    async byAuthor(viewerId: string, authorId: string, cursor: string | undefined, limit: number): Promise<PostList> {
      if (!(await usersRepository.findById(db, authorId))) throw notFound();
      return this.list(viewerId, await listQueries.byAuthor(db, viewerId, authorId, cursor, limit), limit);
    },

    async byHashtag(viewerId: string, tag: string, cursor: string | undefined, limit: number): Promise<PostList> {
      return this.list(viewerId, await listQueries.byHashtag(db, viewerId, tag.toLowerCase().replace(/^#/, ''), cursor, limit), limit);
    },

    /** A guild's feed, newest first; the guilds domain decides who may read it. */
    async byGuild(viewerId: string, guildId: string, cursor: string | undefined, limit: number): Promise<PostList> {
      return this.list(viewerId, await listQueries.byGuild(db, viewerId, guildId, cursor, limit), limit);
    },

    async list(viewerId: string, rows: PostRow[], limit: number): Promise<PostList> {
      const { page, nextCursor } = pageOf(rows, limit, timeCursor, (last) => ({ c: last.created_at, id: last.id }));
      return { posts: await hydrate(viewerId, page), nextCursor };
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
