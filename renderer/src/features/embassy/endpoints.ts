import type { Conversation, ConversationList, Message, MessagePage } from '../../../../shared/conversations';
import { SERVER_EVENTS, type ServerEventPayload } from '../../../../shared/events';
import { api } from '../../api/api';
import { listenWhileCached, realtimeSocket } from '../../api/socket';

const path = (conversationId: string) => `/conversations/${encodeURIComponent(conversationId)}`;

/** Adds a message to a newest-first page once, whichever of the reply and the socket brings it first. */
function addNewest(messages: Message[], message: Message) {
  if (!messages.some((m) => m.id === message.id)) messages.unshift(message);
}

/** A block between the two members started or ended: the conversation shows whether messages can pass, without a reload. */
function applyUpdate(conversation: Conversation, update: ServerEventPayload<'conversation:updated'>) {
  conversation.blockedByMe = update.blockedByMe;
  conversation.canMessage = update.canMessage;
}

/** Did the call succeed? Its failure is the caller's to show. */
const succeeded = (call: Promise<unknown>) => call.then(
  () => true,
  () => false,
);

const embassyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** My conversations, newest first, and the unread total the header shows; kept live by the socket. */
    conversations: build.query<ConversationList, void>({
      query: () => '/conversations',
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch, getCacheEntry }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // the entry went away before its first load
        }
        const socket = realtimeSocket();
        const onMessage = ({ conversationId, message }: ServerEventPayload<'message:new'>) => {
          const known = getCacheEntry().data?.conversations.some((c) => c.id === conversationId);
          // A conversation the list does not hold (new, or left and now written to again): the server says how it looks.
          if (!known) {
            void dispatch(embassyApi.endpoints.conversations.initiate(undefined, { forceRefetch: true, subscribe: false }));
            return;
          }
          updateCachedData((draft) => {
            const index = draft.conversations.findIndex((c) => c.id === conversationId);
            const [conversation] = draft.conversations.splice(index, 1);
            if (conversation.lastMessage?.id === message.id) {
              draft.conversations.unshift(conversation);
              return;
            }
            conversation.lastMessage = message;
            conversation.updatedAt = message.createdAt;
            if (message.senderId === conversation.other.uid) {
              conversation.unreadCount += 1;
              draft.unreadCount += 1;
            }
            draft.conversations.unshift(conversation);
          });
        };
        const onUpdate = (update: ServerEventPayload<'conversation:updated'>) => {
          updateCachedData((draft) => {
            const conversation = draft.conversations.find((c) => c.id === update.conversationId);
            if (conversation) applyUpdate(conversation, update);
          });
        };
        socket.on(SERVER_EVENTS.messageNew, onMessage);
        socket.on(SERVER_EVENTS.conversationUpdated, onUpdate);
        await cacheEntryRemoved;
        socket.off(SERVER_EVENTS.messageNew, onMessage);
        socket.off(SERVER_EVENTS.conversationUpdated, onUpdate);
      },
    }),

    /** One conversation as the viewer sees it; a block between its members opens or closes it live. */
    conversation: build.query<Conversation, string>({
      query: (conversationId) => path(conversationId),
      onCacheEntryAdded: (conversationId, lifecycle) =>
        listenWhileCached(lifecycle, SERVER_EVENTS.conversationUpdated, (update) => {
          if (update.conversationId === conversationId) lifecycle.updateCachedData((draft) => applyUpdate(draft, update));
        }),
    }),

    /** The newest page of a conversation, which new messages join live; older pages come from `olderMessages`. */
    latestMessages: build.query<MessagePage, string>({
      query: (conversationId) => `${path(conversationId)}/messages`,
      keepUnusedDataFor: 0,
      onCacheEntryAdded: (conversationId, lifecycle) =>
        listenWhileCached(lifecycle, SERVER_EVENTS.messageNew, (payload) => {
          if (payload.conversationId === conversationId) lifecycle.updateCachedData((draft) => addNewest(draft.messages, payload.message));
        }),
    }),

    olderMessages: build.query<MessagePage, { conversationId: string; cursor: string }>({
      query: ({ conversationId, cursor }) => `${path(conversationId)}/messages?cursor=${encodeURIComponent(cursor)}`,
    }),

    /** Opens the conversation with a citizen: the existing one, or a new one between mutual followers. */
    startConversation: build.mutation<Conversation, string>({
      query: (userId) => ({ url: '/conversations', method: 'POST', body: { userId } }),
    }),

    sendMessage: build.mutation<Message, { conversationId: string; text: string }>({
      query: ({ conversationId, text }) => ({ url: `${path(conversationId)}/messages`, method: 'POST', body: { text } }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(embassyApi.util.updateQueryData('latestMessages', conversationId, (draft) => addNewest(draft.messages, data)));
      },
    }),

    /** Reading a conversation clears its unread count, here at once and on the server. */
    markConversationRead: build.mutation<void, string>({
      query: (conversationId) => ({ url: `${path(conversationId)}/read`, method: 'POST' }),
      async onQueryStarted(conversationId, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          embassyApi.util.updateQueryData('conversations', undefined, (draft) => {
            const conversation = draft.conversations.find((c) => c.id === conversationId);
            if (!conversation) return;
            draft.unreadCount = Math.max(0, draft.unreadCount - conversation.unreadCount);
            conversation.unreadCount = 0;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),

    leaveConversation: build.mutation<void, string>({
      query: (conversationId) => ({ url: path(conversationId), method: 'DELETE' }),
      async onQueryStarted(conversationId, { dispatch, queryFulfilled }) {
        if (!(await succeeded(queryFulfilled))) return;
        dispatch(
          embassyApi.util.updateQueryData('conversations', undefined, (draft) => {
            const conversation = draft.conversations.find((c) => c.id === conversationId);
            if (conversation) draft.unreadCount = Math.max(0, draft.unreadCount - conversation.unreadCount);
            draft.conversations = draft.conversations.filter((c) => c.id !== conversationId);
          }),
        );
      },
    }),

    /** Blocks or unblocks the other citizen of a conversation; the conversation shows whether messages can pass. */
    setBlocked: build.mutation<void, { conversationId: string; uid: string; blocked: boolean }>({
      query: ({ uid, blocked }) => ({ url: `/users/${encodeURIComponent(uid)}/block`, method: blocked ? 'POST' : 'DELETE' }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        if (!(await succeeded(queryFulfilled))) return;
        void dispatch(embassyApi.endpoints.conversation.initiate(conversationId, { forceRefetch: true, subscribe: false }));
        void dispatch(embassyApi.endpoints.conversations.initiate(undefined, { forceRefetch: true, subscribe: false }));
      },
    }),
  }),
});

export const {
  useConversationsQuery,
  useConversationQuery,
  useLatestMessagesQuery,
  useLazyOlderMessagesQuery,
  useStartConversationMutation,
  useSendMessageMutation,
  useMarkConversationReadMutation,
  useLeaveConversationMutation,
  useSetBlockedMutation,
} = embassyApi;
