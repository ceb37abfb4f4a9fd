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

/** Protected groups named plainly: hidden behind a star ("j*ws", "m*slims") the name is a code, not a mention. */
export const MASKED_GROUPS = [
  'jews', 'jew', 'juifs', 'juif', 'muslims', 'muslim', 'musulmans', 'musulman', 'blacks', 'noirs', 'arabs', 'arabes', 'immigrants', 'immigres',
];

/** Slurs as plain words, for masked spellings ("k*kes", "n***er"): a star hides a letter. */
export const SLUR_WORDS = [
  'nigger', 'nigga', 'faggot', 'fag', 'kike', 'spic', 'chink', 'gook', 'tranny', 'raghead', 'towelhead', 'wetback', 'paki', 'coon', 'beaner',
  'retard', 'dyke', 'negre', 'negro', 'bougnoule', 'bicot', 'youpin', 'youtre', 'pede', 'gouine', 'bamboula', 'chintok', 'niakoue', 'tapette',
  'bridee', 'chinetoque', 'chintoque',
];

// LDNOOBW words that are everyday, clinical or news vocabulary, not profanity in a civil post.
export const PROFANITY_ALLOWED = new Set([
  'anal', 'anus', 'bareback', 'barenaked', 'bdsm', 'bondage', 'butt', 'cialis', 'clitoris', 'domination', 'ejaculation', 'erotic', 'erotism',
  'escort', 'eunuch', 'fecal', 'genitals', 'hardcore', 'hard core', 'homoerotic', 'horny', 'intercourse', 'lovemaking', 'masturbation', 'nipple',
  'nipples', 'nude', 'nudity', 'orgasm', 'penis', 'playboy', 'porn', 'porno', 'pornography', 'rape', 'raping', 'rapist', 'rectum', 'sadism', 'scat',
  'semen', 'sex', 'sexual', 'sexually', 'sexuality', 'sexy', 'sodomy', 'suck', 'sucks', 'swinger', 'topless', 'vagina', 'viagra', 'vibrator',
  'voyeur', 'vulva', 'xx', 'xxx', 'how to kill', 'how to murder', 'date rape', 'baiser', 'bander', 'bourre', 'bourree', 'caca', 'pipi', 'folle',
  'grande folle', 'gueule', 'jouir', 'meuf', 'peter', 'gerbe', 'gerber', 'clitoris', 'suce', 'tanche', 'menage a trois', 'trique', 'ramoner', 'teuch',
  'zizi', 'cul', 'con', 'conne', 'chatte',
]);

// Québec swears that are first the church's words ("le calice et le tabernacle de l'église"): in a
// text about a church (rule church.both.words-of-the-church), they are the church's.
export const SACRED = /^(?:calices?|tabernacles?|ciboires?|hosties?|sacrements?)$/;

// Words the LDNOOBW lists miss: chat abbreviations and Québec swears ("sacres") in their slang spellings.
export const PROFANITY_EXTRA: Record<Lang, string[]> = {
  en: [
    'shit ?shows?', 'wtf', 'ffs', 'fml', 'omfg', 'stfu', 'goddamn', 'godammit', 'goddammit', 'bullshit', 'pissed', 'piss off', 'pissed off',
    'damn(?:it|ed)?', 'dammit', 'bloody hell', 'what the hell', 'the hell', 'crap(?:py)?', 'freaking hell',
  ],
  fr: [
    'calvaire', 'fuck(?:ing|e|er)?', 'shit', 'tabarnak', 'tabarnac', 'tabarnaque', 'tabernak', 'crisse', 'criss', 'calisse', 'caliss', 'ostie',
    'osti', 'esti', 'estie', 'sti', 'ciboire', 'sacrament', 'viarge', 'marde', 'mange (?:de la|d la|d\'la) marde', 'putain', 'bordel', 'fait chier',
    'fais chier', 'fait suer', 'chiotte',
    // a female cat too: not where the text is about cats
    "chattes?(?! (?:a eu|a mis bas|est (?:enceinte|malade|perdue|sterilisee)|s'appelle|dort|miaule|ronronne))" +
      "(?!.*\\b(?:chatons?|portee|veto|veterinaire|litiere|croquettes)\\b)" +
      "(?<!\\b(?:chatons?|portee|veto|veterinaire|litiere|croquettes)\\b.*)",
    'merdique', 'emmerde', 'chiant', 'chiante',
  ],
};
