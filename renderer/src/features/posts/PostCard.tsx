import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '../../../../shared/posts';
import { postScoreColour } from '../../../../shared/reputation';
import { Comments } from '../comments';
import { PostSupport } from '../payments';
import { ReactionBar } from '../reactions';
import { AuthorLine } from './AuthorLine';
import { GuildMark } from './GuildMark';
import { InnerCircleMark } from './InnerCircleMark';
import { PostMenu } from './PostMenu';
import { PostText } from './PostText';
import './posts.css';

/** One post: author, text, image, reactions and (on demand) its comment threads. */
export function PostCard({ post, commentsInitiallyOpen = false }: { post: Post; commentsInitiallyOpen?: boolean }) {
  const { t } = useTranslation('posts');
  const [commentsOpen, setCommentsOpen] = useState(commentsInitiallyOpen);
  const commentsId = useId();
  // The author's score today, as the feed ranks by it (`authorReputation` is the score when the post was written).
  const authorScore = post.authorCurrentReputation;

  return (
    <article className="card post-card" aria-label={t('card.label', { name: post.authorUsername })} data-testid="post-card">
      <header className="post-card__header">
        <AuthorLine
          authorId={post.authorId}
          name={post.authorUsername}
          avatar={post.authorAvatar}
          handle={post.authorHandle}
          verified={post.authorKycStatus === 'verified'}
          reputation={authorScore}
          colour={postScoreColour(authorScore)}
          createdAt={post.createdAt}
          edited={!!post.editedAt}
          avatarSize={44}
          mark={post.guild ? <GuildMark guild={post.guild} /> : post.audience === 'private' && <InnerCircleMark />}
        />
        <PostMenu post={post} />
      </header>
      {post.content && <PostText text={post.content} />}
      {post.imageUrl && <img className="post-card__image" src={post.imageUrl} alt={t('card.image')} loading="lazy" />}
      <PostSupport post={post} />
      <ReactionBar post={post} commentsOpen={commentsOpen} onToggleComments={() => setCommentsOpen((isOpen) => !isOpen)} commentsId={commentsId} />
      {commentsOpen && (
        <div id={commentsId}>
          <Comments postId={post.id} />
        </div>
      )}
    </article>
  );
}
