import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Conversation, Message } from '../../../../shared/conversations';
import { Spinner } from '../../ui/Spinner';
import { ReportMenu } from '../reports';
import { ChatActions } from './ChatActions';
import { Composer } from './Composer';
import { dayLabel, withDaySeparators } from './days';
import { useLatestMessagesQuery, useLazyOlderMessagesQuery, useMarkConversationReadMutation } from './endpoints';
import { MessageText } from './MessageText';

/** How close to the top (px) the reader scrolls before the older messages load. */
const LOAD_OLDER_WITHIN = 120;
/** How close to the bottom counts as reading the newest messages: a new one scrolls into view. */
const FOLLOW_WITHIN = 160;

/** One live conversation: its history (older pages load on scroll up), day separators, and the composer. */
export function Chat({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation('embassy');
  const { id, other } = conversation;
  const latest = useLatestMessagesQuery(id);
  const [loadOlder, older] = useLazyOlderMessagesQuery();
  const [olderPages, setOlderPages] = useState<{ messages: Message[]; nextCursor: string | null } | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [markRead] = useMarkConversationReadMutation();
  const scroller = useRef<HTMLDivElement>(null);
  /** Where the reader was before older messages were put above, to keep their place. */
  const keepPlace = useRef<{ height: number; top: number } | null>(null);
  const nearBottom = useRef(true);

  const newestFirst = useMemo(() => {
    const all = [...(latest.data?.messages ?? []), ...(olderPages?.messages ?? [])];
    const seen = new Set<string>();
    return all.filter((m) => !seen.has(m.id) && seen.add(m.id));
  }, [latest.data, olderPages]);
  const rows = useMemo(() => withDaySeparators([...newestFirst].reverse()), [newestFirst]);
  const nextCursor = olderPages ? olderPages.nextCursor : (latest.data?.nextCursor ?? null);
  const newest = newestFirst.at(0);
  const newestFromOther = newest?.senderId === other.uid ? newest.id : null;

  // Reading the conversation: what the other citizen wrote is read once it is on screen, live ones included.
  useEffect(() => {
    if (newestFromOther) void markRead(id);
  }, [id, newestFromOther, markRead]);

  const fetchOlder = useCallback(async () => {
    if (!nextCursor || older.isFetching) return;
    const box = scroller.current;
    const page = await loadOlder({ conversationId: id, cursor: nextCursor }, true).unwrap().catch(() => null);
    if (!page) return;
    if (box) keepPlace.current = { height: box.scrollHeight, top: box.scrollTop };
    setOlderPages((previous) => ({ messages: [...(previous?.messages ?? []), ...page.messages], nextCursor: page.nextCursor }));
  }, [id, nextCursor, older.isFetching, loadOlder]);

  // After a render: older messages above keep the reader's place; a new message at the bottom is followed.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (keepPlace.current) {
      box.scrollTop = keepPlace.current.top + (box.scrollHeight - keepPlace.current.height);
      keepPlace.current = null;
    } else if (nearBottom.current) {
      box.scrollTop = box.scrollHeight;
    }
  }, [rows, sending]);

  // The box shrinks when the coach's advice or a longer draft grows the composer: the newest message stays in view.
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    nearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_WITHIN;
    if (box.scrollTop < LOAD_OLDER_WITHIN) void fetchOlder();
  };

  // A short history does not fill the box, so no scroll can ask for more: ask at once.
  useEffect(() => {
    const box = scroller.current;
    if (box && nextCursor && box.scrollHeight <= box.clientHeight) void fetchOlder();
  }, [rows, nextCursor, fetchOlder]);

  const now = new Date();
  const time = (iso: string) => new Date(iso).toLocaleTimeString(i18n.language, { hour: 'numeric', minute: '2-digit' });

  return (
    <section className="chat" aria-label={t('chatWith', { name: other.username })}>
      <header className="chat__header">
        <Link to="/embassy" className="chat__back" aria-label={t('back')}>
          ←
        </Link>
        <Link to={`/profile/${other.uid}`} className="chat__who">
          <img src={other.avatarUrl} alt="" width={40} height={40} />
          <span>
            <span className="chat__name">{other.username}</span>
            <span className="chat__handle">{other.handle}</span>
          </span>
        </Link>
        <ChatActions conversation={conversation} />
      </header>

      <div className="chat__messages" ref={scroller} onScroll={onScroll} data-testid="chat-messages">
        {latest.isLoading && <Spinner />}
        {latest.isError && <p className="notice notice--error">{t('loadFailed')}</p>}
        {older.isFetching && <Spinner />}
        {latest.data && !nextCursor && <p className="chat__start">{t('start', { name: other.username })}</p>}
        <ol className="chat__list">
          {rows.map((row) =>
            row.kind === 'day' ? (
              <li key={`day-${row.key}`} className="chat-day" role="separator">
                <span>{dayLabel(row.iso, now, i18n.language)}</span>
              </li>
            ) : (
              <li key={row.message.id} className={`chat-message${row.message.senderId === other.uid ? '' : ' chat-message--mine'}`}>
                <MessageText text={row.message.text} />
                {row.message.senderId === other.uid && <ReportMenu itemType="message" target={{ messageId: row.message.id }} />}
                <span className="chat-message__meta">
                  <time dateTime={row.message.createdAt}>{time(row.message.createdAt)}</time>
                  {row.message.senderId !== other.uid && (
                    <span className="chat-message__delivered" title={t('delivered')}>
                      ✓<span className="visually-hidden">{t('delivered')}</span>
                    </span>
                  )}
                </span>
              </li>
            ),
          )}
          {sending && (
            <li className="chat-message chat-message--mine chat-message--sending">
              <MessageText text={sending} />
              <span className="chat-message__meta">{t('sending')}</span>
            </li>
          )}
        </ol>
      </div>

      {conversation.canMessage ? (
        <Composer conversationId={id} recipientId={other.uid} onSending={setSending} />
      ) : (
        <p className="chat__closed">{conversation.blockedByMe ? t('blockedByMe', { name: other.username }) : t('cannotMessage', { name: other.username })}</p>
      )}
    </section>
  );
}
