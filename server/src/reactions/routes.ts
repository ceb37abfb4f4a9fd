import { reactToPostSchema } from '../../../shared/posts';
import { callable } from '../callable/routes';
import type { ReactionsService } from './service';

/** Reactions are callable functions (api.md, Callable functions). */
export const reactionsCallables = (reactions: ReactionsService) => ({
  reactToPost: callable(reactToPostSchema, (user, data) => reactions.react(user.uid, data.postId, data.reactionType)),
});
