import { highlight } from './search';

/** The text with the search's matches marked. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return text;
  return highlight(text, terms).map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : segment.text));
}
