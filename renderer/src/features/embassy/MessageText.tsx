import { splitPostText } from '../../../../shared/posts';

/**
 * A message as React text nodes (never HTML): http(s) links become links that open apart from the city,
 * without telling the site where they came from; nothing else is a link in a private message.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="chat-message__text">
      {splitPostText(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
