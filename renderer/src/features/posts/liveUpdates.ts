import type { Post } from '../../../../shared/posts';
import { SERVER_EVENTS, type ServerEventPayload } from '../../../../shared/events';
import { realtimeSocket } from '../../api/socket';
import { addComment, applyPostChange, removeComment, removePost, setAuthorReputation, type PostHolder } from './postCache';

type Patch = (recipe: (draft: PostHolder) => void) => { undo: () => void };

interface Lifecycle {
  updateCachedData: Patch;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/** The loaded cache entries that hold posts (feed, post, profile, hashtag, search), each by its patch function. */
const liveEntries = new Set<Patch>();

/** Applies `recipe` to every cached entry that holds posts, so a change to one post shows everywhere; returns the undo of all patches. */
export function patchCachedPosts(recipe: (draft: PostHolder) => void): () => void {
  const undos = [...liveEntries].map((patch) => patch(recipe).undo);
  return () => undos.forEach((undo) => undo());
}

/**
 * Keeps one cache entry holding posts in step with the socket (the RTK Query
 * `onCacheEntryAdded` pattern) for as long as the entry lives. `onNewPost` decides what a
 * `post:new` does to this entry (the feed shows the viewer's own at once). While it lives,
 * `patchCachedPosts` reaches it too.
 */
export async function followPostEvents({ updateCachedData, cacheDataLoaded, cacheEntryRemoved }: Lifecycle, onNewPost?: (post: Post, patch: Patch) => void) {
  try {
    await cacheDataLoaded;
  } catch {
    return; // the entry went away before its first load
  }
  liveEntries.add(updateCachedData);
  const socket = realtimeSocket();
  // A broadcast never carries the viewer's own reaction: only the counts change.
  const onUpdated = ({ id, ...change }: ServerEventPayload<'post:updated'>) => updateCachedData((draft) => applyPostChange(draft, id, change));
  const onDeleted = ({ id }: ServerEventPayload<'post:deleted'>) => updateCachedData((draft) => removePost(draft, id));
  const onComment = ({ comment }: ServerEventPayload<'comment:new'>) => updateCachedData((draft) => addComment(draft, comment));
  const onCommentRemoved = ({ postId, commentId }: ServerEventPayload<'comment:removed'>) => updateCachedData((draft) => removeComment(draft, postId, commentId));
  const onNew = ({ post }: ServerEventPayload<'post:new'>) => onNewPost?.(post, updateCachedData);
  // Every post of an author shows their score of now, as the feed ranks by it.
  const onReputation = ({ uid, reputationScore }: ServerEventPayload<'reputation:updated'>) =>
    updateCachedData((draft) => setAuthorReputation(draft, uid, reputationScore.total));
  socket.on(SERVER_EVENTS.postUpdated, onUpdated);
  socket.on(SERVER_EVENTS.postDeleted, onDeleted);
  socket.on(SERVER_EVENTS.commentNew, onComment);
  socket.on(SERVER_EVENTS.commentRemoved, onCommentRemoved);
  socket.on(SERVER_EVENTS.postNew, onNew);
  socket.on(SERVER_EVENTS.reputationUpdated, onReputation);
  await cacheEntryRemoved;
  socket.off(SERVER_EVENTS.postUpdated, onUpdated);
  socket.off(SERVER_EVENTS.postDeleted, onDeleted);
  socket.off(SERVER_EVENTS.commentNew, onComment);
  socket.off(SERVER_EVENTS.commentRemoved, onCommentRemoved);
  socket.off(SERVER_EVENTS.postNew, onNew);
  socket.off(SERVER_EVENTS.reputationUpdated, onReputation);
  liveEntries.delete(updateCachedData);
}
