// Searching the Hall of Wisdom as one types: case and accents do not matter ("regle" finds
// "Règle"), every word of the query must appear, and the matches are marked where they are.

/** One character as searched: lower case, without its accents. */
const foldChar = (char: string) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The folded text and, for each of its characters, the index of the original character it came from. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    for (const part of foldChar(char)) {
      folded += part;
      origin.push(index);
    }
    index += char.length;
  }
  return { folded, origin };
}

/** The query's words, folded; an empty list for a blank query. */
export function searchTerms(query: string): string[] {
  return fold(query)
    .folded.split(/\s+/)
    .filter((term) => term.length > 0);
}

/** Whether every term appears somewhere in the texts. */
export function matchesAll(texts: readonly string[], terms: readonly string[]): boolean {
  const haystack = texts.map((text) => fold(text).folded).join('\n');
  return terms.every((term) => haystack.includes(term));
}

export interface Segment {
  text: string;
  match: boolean;
}

/** The text cut into plain and matching stretches, in order (overlapping matches merged). */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const { folded, origin } = fold(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      const start = origin[at];
      const end = at + term.length < origin.length ? origin[at + term.length] : text.length;
      marked.fill(true, start, Math.max(end, start + 1));
    }
  }
  const segments: Segment[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = segments.at(-1);
    if (last && last.match === marked[i]) last.text += text[i];
    else segments.push({ text: text[i], match: marked[i] });
  }
  return segments;
}
