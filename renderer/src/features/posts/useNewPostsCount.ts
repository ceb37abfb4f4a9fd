import { useEffect, useState } from 'react';
import type { Post } from '../../../../shared/posts';
import { SERVER_EVENTS, type ServerEventPayload } from '../../../../shared/events';
import { realtimeSocket } from '../../api/socket';

/**
 * Counts posts by others that arrived since the list was loaded, so the list does not jump:
 * `belongs` says whether a post would appear in the list shown. Resets when `listKey` changes.
 */
export function useNewPostsCount(listKey: string, belongs: (post: Post) => boolean): number {
  const [arrived, setArrived] = useState<{ listKey: string; ids: string[] }>({ listKey, ids: [] });

  useEffect(() => {
    const socket = realtimeSocket();
    const onNew = ({ post }: ServerEventPayload<'post:new'>) => {
      if (!belongs(post)) return;
      setArrived((current) => {
        const ids = current.listKey === listKey ? current.ids : [];
        return ids.includes(post.id) ? current : { listKey, ids: [...ids, post.id] };
      });
    };
    socket.on(SERVER_EVENTS.postNew, onNew);
    return () => void socket.off(SERVER_EVENTS.postNew, onNew);
  }, [listKey, belongs]);

  return arrived.listKey === listKey ? arrived.ids.length : 0;
}
