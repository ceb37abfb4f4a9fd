import { createContext, useContext } from 'react';
import type { Post } from '../../../../shared/posts';

/** Opens a post in the feed's composer; null where no composer is shown (the menu then goes to the feed). */
export const EditPostContext = createContext<((post: Post) => void) | null>(null);

export const useEditPost = () => useContext(EditPostContext);

/** The history state that asks the feed to open a post in its composer. */
export interface EditRequest {
  editPost: Post;
}
