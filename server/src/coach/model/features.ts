// What the harm model reads of a text: strings ("kill you", "@weapon to", "#phone", "~menac"),
// each hashed to a bucket of the model's weight table.
import { readFileSync } from 'node:fs';
import { detailsText, HANDLE, personalDetails } from '../details';
import { normalise } from '../normalise';
import { serverFile } from '../../lib/paths';

export const WORD_CLASSES_FILE = serverFile('coach', 'model', 'word-classes.txt');

/**
 * The word classes of word-classes.txt, in their order: one pattern per class, matching any of
 * its lines (each with its section's ending) as a whole word.
 */
export function parseWordClasses(text: string): Map<string, RegExp> {
  const sections: { name: string; ending: string; words: string[] }[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const header = /^\[(\w+)(?: \+(.+))?\]$/.exec(line);
    if (header) sections.push({ name: header[1], ending: header[2] ?? '', words: [] });
    else if (sections.length) sections[sections.length - 1].words.push(line);
    else throw new Error(`word-classes.txt: "${line}" comes before any [class]`);
  }
  const alternatives = new Map<string, string[]>();
  for (const { name, ending, words } of sections) {
    alternatives.set(name, [...(alternatives.get(name) ?? []), ...(ending ? [`(?:${words.join('|')})${ending}`] : words)]);
  }
  return new Map([...alternatives].map(([name, words]) => [name, new RegExp(`(?<![a-z'])(?:${words.join('|')})(?![a-z'])`, 'g')]));
}

const WORD_CLASSES = parseWordClasses(readFileSync(WORD_CLASSES_FILE, 'utf8'));

/** A time of day: a clock time (18:30, 6h, 6 pm) or an hour after a word (at 6, vers 9), not an amount (at 6 km). */
const CLOCK_TIME = /\b(?:[01]?\d|2[0-3])(?::[0-5]\d| ?h(?:[0-5]\d)?\b| ?(?:am|pm)\b)/;
const HOUR_AFTER_WORD = /\b(?:at|a|vers|around|after|apres) (?:[1-9]|1[0-2])\b(?! ?(?:%|\$|km|kg|ans|years))/;
const TIME_OF_DAY = new RegExp(`${CLOCK_TIME.source}|${HOUR_AFTER_WORD.source}`);
/** A licence plate, in capitals as plates are written (AB 123 CD, 123 ABC, A12 BCD, AB-123-CD), and a word that names one. */
const PLATE_NUMBER = /\b(?:[A-Z]{1,3}[ -]?\d{2,4}(?:[ -]?[A-Z]{1,3})?|\d{1,3}[ -]?[A-Z]{2,4}|[A-Z]\d{2}[ -]?[A-Z]{3}|[A-Z]{2}-\d{3}-[A-Z]{2})\b/;
const PLATE_WORD = /\b(?:plates?|plaques?|immatricul\w*|licen[cs]e)\b/;

/** Other details that find a person: a social handle, a time of day, a licence plate (in capitals, as plates are written), an IP address. */
const LOCATING: Record<string, (text: string, raw: string) => boolean> = {
  handle: (_, raw) => HANDLE.test(raw),
  ip: (text) => /\b(?:\d{1,3}\.){3}\d{1,3}\b/.test(text),
  time: (_, raw) => TIME_OF_DAY.test(raw),
  plate: (text, raw) => PLATE_NUMBER.test(text) && PLATE_WORD.test(raw),
};

/** Emoji that stand for a weapon or for death, read as the word classes they stand for. */
const EMOJI_CLASSES: Record<string, RegExp> = { weapon: /🔫|🔪|🪓|💣|🧨|🪢|⛓|🔨|🪚/u, outcome: /⚰|🪦|🩸|🚑/u };
/** Every emoji, and every skin tone apart from the emoji it colours: coded hate leans on them (🐒, 🏃🏿). */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}/gu;

/**
 * The features of a text: its words and word pairs after the dodges are undone (normalise), pairs
 * across one word ("kill … you"); the same of its shape, where words of word-classes.txt's classes
 * stand as their class ("gonna take a @weapon to that @person"); and whether it holds a phone
 * number, an email, a street address, a social handle, a time of day or a licence plate, which no
 * word list can name; and its emoji, which normalising drops.
 */
export function harmFeatures(text: string): string[] {
  const norm = normalise(text);
  const found = new Set<string>();
  const addPairs = (words: string[], keep: (a: string, b: string) => boolean) =>
    words.forEach((word, i) => {
      if (keep(word, word)) found.add(word);
      if (i + 1 < words.length && keep(word, words[i + 1])) found.add(`${word} ${words[i + 1]}`);
      if (i + 2 < words.length && keep(word, words[i + 2])) found.add(`${word} _ ${words[i + 2]}`);
    });
  addPairs(norm.split(' '), () => true);
  // Of the shape, only what involves a class: the words themselves are counted above.
  let shape = norm;
  for (const [name, pattern] of WORD_CLASSES) shape = shape.replace(pattern, `@${name}`);
  addPairs(shape.split(' '), (a, b) => a.startsWith('@') || b.startsWith('@'));
  const raw = detailsText(text);
  const details = personalDetails(raw);
  for (const kind of ['phone', 'email', 'address'] as const) if (details[kind]) found.add(`#${kind}`);
  for (const [kind, holds] of Object.entries(LOCATING)) if (holds(text, raw)) found.add(`#${kind}`);
  // Normalising drops emoji; these few say what a word would ("j'ai sorti le 12 🔫").
  for (const [name, emoji] of Object.entries(EMOJI_CLASSES)) if (emoji.test(text)) found.add(`@${name}`);
  for (const emoji of text.match(EMOJI) ?? []) found.add(`%${emoji}`);
  return [...found];
}

/**
 * The letters inside a text's words: the runs of 4 and 5 letters of each word of 4 letters or
 * more, its ends marked ("<menac", "ent>"), so that a new form of a known word is not a new word.
 */
export function letterFeatures(text: string): string[] {
  const found = new Set<string>();
  for (const word of normalise(text).split(' ')) {
    if (word.length < 4) continue;
    const marked = `<${word}>`;
    for (let n = 4; n <= 5; n++) for (let i = 0; i + n <= marked.length; i++) found.add(`~${marked.slice(i, i + n)}`);
  }
  return [...found];
}

/** What the claims member reads: the words view, and whether the text holds a figure. */
export const claimFeatures = (words: string[], text: string) => (/\d/.test(text) ? [...words, '#figure'] : words);

/**
 * A feature's 32-bit hash (FNV-1a over its UTF-16 code units, then MurmurHash3's finaliser so
 * that the top bits, which pick the bucket, depend on every character). Stable across runs and
 * machines: a saved model's buckets depend on it.
 */
export function featureHash(feature: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) h = Math.imul(h ^ feature.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The buckets of a table of 2^bits rows that a text's features fall in. */
export const bucketsOf = (features: string[], bits: number): Int32Array => Int32Array.from(features, (f) => featureHash(f) >>> (32 - bits));
