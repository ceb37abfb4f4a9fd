// What the coach's rules (rules/*.rules) do not hold: word lists that code reads (slurs behind
// stars, profanity the LDNOOBW lists get wrong), and the protected groups and demeaning traits as
// expressions.
// A moderation tool has to name what it looks for, so this file quotes slurs.

import { RULE_BOOK } from './rule-book';

export type Lang = 'en' | 'fr';

export const LEXICON = {
  question: /\?\s*(?:$|[\p{L}])/u,
} as const;

const cls = (name: string) => RULE_BOOK.classSource(name);
/** A protected group named (race, religion, origin, gender, orientation, disability). */
export const PROTECTED = new RegExp(`\\b(?:${cls('protected-groups-en')}|${cls('protected-groups-fr')})\\b`);
/** What a sweeping claim says to demean a group ("liars", "des voleurs", "illégaux"), not to tease it ("always late"). */
export const DEMEANING = new RegExp(
  `\\b(?:${cls('traits-en')}|${cls('traits-fr')}|illegals?|illegaux|illegales|faibles?|weak|inferior|inferieur(?:e|s|es)?|savages?|sauvages)\\b`,
);

// Word lists the code reads (rules/lexicon.rules), one item a line there.
const words = (name: string) => RULE_BOOK.classItems(name);

/** Protected groups named plainly: hidden behind a star ("j*ws", "m*slims") the name is a code, not a mention. */
export const MASKED_GROUPS = words('masked-groups');

/** Slurs as plain words, for masked spellings ("k*kes", "n***er"): a star hides a letter. */
export const SLUR_WORDS = words('slur-words');

/** LDNOOBW words that are everyday, clinical or news vocabulary, not profanity in a civil post. */
export const PROFANITY_ALLOWED = new Set(words('profanity-allowed'));

/** What a masked word most likely hides when a swear fits as well as a slur ("who the f*** …" is not "fags"). */
export const MASKED_SWEARS = words('masked-swears');

/** The commonest words of each language, which tell a short text's language. */
export const COMMON_WORDS: Record<Lang, string[]> = { en: words('english-words'), fr: words('french-words') };

// Québec swears that are first the church's words ("le calice et le tabernacle de l'église"): in a
// text about a church (rule church.both.words-of-the-church), they are the church's.
export const SACRED = /^(?:calices?|tabernacles?|ciboires?|hosties?|sacrements?)$/;

/** Words the LDNOOBW lists miss, as an expression: chat abbreviations and Québec swears ("sacres") in their slang spellings. */
export const PROFANITY_EXTRA: Record<Lang, string> = { en: cls('profanity-extra-en'), fr: cls('profanity-extra-fr') };
