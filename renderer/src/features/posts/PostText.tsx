import { Link } from 'react-router-dom';
import { splitPostText } from '../../../../shared/posts';

/** A post's or comment's text as React text nodes (never HTML): #hashtags and http(s) links become links. */
export function PostText({ text }: { text: string }) {
  return (
    <p className="post-text">
      {splitPostText(text).map((part, index) => {
        if (part.kind === 'hashtag')
          return (
            <Link key={index} to={`/hashtag/${encodeURIComponent(part.tag)}`}>
              {part.text}
            </Link>
          );
        if (part.kind === 'link')
          return (
            <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
              {part.text}
            </a>
          );
        return part.text;
      })}
    </p>
  );
}
