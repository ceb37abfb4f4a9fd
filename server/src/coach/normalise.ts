// Texts are compared after the tricks people use to dodge word lists are undone:
// accents, leetspeak, spaced or dotted letters, stretched letters and odd punctuation.

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i', '|': 'i', '€': 'e' };

/** Lower case, no accents, apostrophes unified. Keeps digits and punctuation. */
export function plain(text: string): string {
  // "œ" and "æ" are ligatures, not accented letters: "un œil" is "un oeil".
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`´]/g, "'").toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/**
 * Words with letters hidden by stars ("k*kes", "n***er"), leetspeak undone, stars kept; each also
 * joined to the word before it, for slurs written in two parts ("towel h*ads").
 */
export function maskedWords(text: string): string[] {
  const found = plain(text).match(/(?:[a-z]+ )?[a-z0-9@$]*[a-z0-9@$]\*+[a-z0-9@$*]*/g) ?? [];
  return found
    .map((w) => w.replace(/[0134578@$]/g, (c) => LEET[c]))
    .flatMap((w) => (w.includes(' ') ? [w.split(' ')[1], w.replace(' ', '')] : [w]))
    .filter((w) => /[a-z]/.test(w));
}

/** A text without what it quotes ("a note saying 'I'll burn your house down'"), apostrophes inside words kept. */
export function withoutQuotes(text: string): string {
  return text.replace(/(?<=^|[\s:(])(?:["«“‘']|'')(?:[^'"«»“”‘’\n]|(?<=\p{L})['’](?=\p{L})){3,300}?["»”’'](?=$|[\s.,!?;:)])/gu, ' ');
}

/**
 * A run of single letters made one word again; a wider gap than the one between letters parts
 * words ("t e  c r e v e r" is "te crever", not "tecrever").
 */
function joinLetters(run: string): string {
  const gaps = run.match(/[\s.\-_*]+/g) ?? [];
  const narrowest = Math.min(...gaps.map((gap) => gap.length));
  return run.replace(/[\s.\-_*]+/g, (gap) => (gap.length > narrowest ? ' ' : ''));
}

/** The form the word rules read: letters only, words separated by single spaces. */
export function normalise(text: string): string {
  let s = plain(text);
  // Leetspeak inside words only ("idi0t", "@sshole", "f*ck"), not numbers or a closing "!".
  const unleet = (word: string) => word.replace(/[0134578@$!|€]/g, (c) => LEET[c]).replace(/\*/g, 'u');
  s = s.replace(/[a-z0-9@$|€*]+(?:[!|][a-z0-9@$€*]+)*/g, (word) => (/[a-z]/.test(word) ? unleet(word) : word));
  // "k i l l", "k.i.l.l", "k-i-l-l": single letters joined back together; a spaced dash ends a
  // word ("s u i c i d e - t o i").
  s = s.replace(/\s+[-–—]\s+/g, ' , ');
  s = s.replace(/\b(?:[a-z][\s.\-_*]+){2,}[a-z]\b/g, joinLetters);
  // "kiiiiill" -> "kill": three or more of a letter count as one.
  s = s.replace(/([a-z])\1{2,}/g, '$1');
  return s.replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim();
}
