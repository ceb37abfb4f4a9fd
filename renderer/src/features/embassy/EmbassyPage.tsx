import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { problemOf, problemText } from '../../api/errors';
import { Spinner } from '../../ui/Spinner';
import { Chat } from './Chat';
import { ConversationList } from './ConversationList';
import { useConversationQuery, useConversationsQuery, useStartConversationMutation } from './endpoints';
import './embassy.css';

/**
 * The Embassy: my conversations, and the open one beside them (on a phone, one or the other).
 * `/embassy?with={uid}` opens the conversation with that citizen, starting it between mutual followers.
 */
export default function EmbassyPage() {
  const { t } = useTranslation('embassy');
  const { conversationId } = useParams();
  const [search] = useSearchParams();
  const withUid = search.get('with');
  const navigate = useNavigate();
  const list = useConversationsQuery();
  const [start] = useStartConversationMutation();
  const [startFailure, setStartFailure] = useState<string | null>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!withUid || asked.current === withUid) return;
    asked.current = withUid;
    setStartFailure(null);
    start(withUid)
      .unwrap()
      .then((conversation) => navigate(`/embassy/${conversation.id}`, { replace: true }))
      .catch((error: unknown) => setStartFailure(problemText(problemOf(error))));
  }, [withUid, start, navigate]);

  // Read at each render (each change to the list renders): "5 minutes ago" is never in the future.
  const now = new Date();

  return (
    <div className={`page embassy${conversationId ? ' embassy--open' : ''}`}>
      <aside className="embassy__list card">
        <h1 className="embassy__title">{t('title')}</h1>
        {startFailure && (
          <p className="notice notice--error" role="alert">
            {startFailure}
          </p>
        )}
        {list.isLoading && <Spinner />}
        {list.isError && <p className="notice notice--error">{t('loadFailed')}</p>}
        {list.data && <ConversationList conversations={list.data.conversations} now={now} />}
      </aside>
      <div className="embassy__chat card">{conversationId ? <OpenConversation id={conversationId} /> : <p className="embassy__pick">{t('pick')}</p>}</div>
    </div>
  );
}

function OpenConversation({ id }: { id: string }) {
  const { t } = useTranslation('embassy');
  const { data, isLoading, isError } = useConversationQuery(id);
  if (isLoading) return <Spinner />;
  if (isError || !data) return <p className="embassy__pick">{t('notFound')}</p>;
  // A new key per conversation: its history and composer start afresh.
  return <Chat key={id} conversation={data} />;
}
