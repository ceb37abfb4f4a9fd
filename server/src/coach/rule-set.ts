// A category's rules run only where they can match. Most rules are long alternations of words
// ("\b(?:women|immigrants|…) are …"), and running some four hundred of them over every text
// took most of the coach's time. Each expression's source is read once to find the strings
// any match must contain ("immigrants ", "are "); one Aho-Corasick pass over the text says
// which of those strings it holds, and only the rules that can match are run.
import { RegExpParser, type AST } from '@eslint-community/regexpp';
import AhoCorasick from 'modern-ahocorasick';

/** A rule: a regular expression, or a test that passes only where all its `patterns` match. */
export interface Matcher {
  test(text: string): boolean;
  /** Expressions that must all match somewhere for `test` to pass (none said: the rule always runs). */
  readonly patterns?: readonly RegExp[];
}

/** What a part of an expression matches: exactly one of a few strings, or something containing one of them (null: nothing known). */
type Strings = { exact: Set<string> } | { contains: Set<string> | null };

/** Past this many strings, a set of exact strings is only a set the match contains. */
const MAX_EXACT = 64;
/** Strings this short are in nearly every text: they would filter nothing. */
const MIN_LENGTH = 3;
const parser = new RegExpParser({ ecmaVersion: 2024 });
const NOTHING_KNOWN: Strings = { contains: null };
const EMPTY: Strings = { exact: new Set(['']) };

const containsOneOf = (info: Strings): Set<string> | null => ('exact' in info ? (info.exact.has('') ? null : info.exact) : info.contains);
/** The better filter has the longer shortest string, then fewer strings. */
const strength = (strings: Iterable<string> | null) => {
  if (strings === null) return -1;
  const list = [...strings];
  return Math.min(...list.map((s) => s.length)) * 1000 - list.length;
};
const stronger = (a: Set<string> | null, b: Set<string> | null) => (strength(a) >= strength(b) ? a : b);

function alternatives(parts: AST.Alternative[]): Strings {
  const infos = parts.map(sequence);
  if (infos.every((info) => 'exact' in info)) {
    const union = new Set(infos.flatMap((info) => [...(info as { exact: Set<string> }).exact]));
    if (union.size <= MAX_EXACT) return { exact: union };
  }
  const sets = infos.map(containsOneOf);
  return sets.includes(null) ? NOTHING_KNOWN : { contains: new Set(sets.flatMap((set) => [...set!])) };
}

/** Consecutive exact parts multiply out ("(?:the|a) (?:cat|dog)"); otherwise the strongest part's strings stand for the whole. */
function sequence(alternative: AST.Alternative): Strings {
  let run: Set<string> = new Set(['']);
  let best: Set<string> | null = null;
  let allExact = true;
  for (const element of alternative.elements) {
    const info = node(element);
    if ('exact' in info) {
      const product = new Set([...run].flatMap((a) => [...info.exact].map((b) => a + b)));
      if (product.size <= MAX_EXACT) {
        run = product;
        continue;
      }
    }
    allExact = false;
    best = stronger(best, containsOneOf({ exact: run }));
    if ('exact' in info) run = info.exact;
    else {
      best = stronger(best, info.contains);
      run = new Set(['']);
    }
  }
  return allExact ? { exact: run } : { contains: stronger(best, containsOneOf({ exact: run })) };
}

function node(element: AST.Node): Strings {
  switch (element.type) {
    case 'Character':
      return { exact: new Set([String.fromCodePoint(element.value)]) };
    case 'CharacterClass':
      return !element.negate && element.elements.every((e) => e.type === 'Character')
        ? { exact: new Set(element.elements.map((e) => String.fromCodePoint((e as AST.Character).value))) }
        : NOTHING_KNOWN;
    // \b, ^, $ and lookarounds consume nothing.
    case 'Assertion':
      return EMPTY;
    case 'Group':
    case 'CapturingGroup':
      return alternatives(element.alternatives);
    case 'Quantifier': {
      const inner = node(element.element);
      if (element.min === 0) return element.max === 1 && 'exact' in inner ? { exact: new Set([...inner.exact, '']) } : NOTHING_KNOWN;
      return element.min === 1 && element.max === 1 ? inner : { contains: containsOneOf(inner) };
    }
    default:
      return NOTHING_KNOWN;
  }
}

/** Strings of which every match of `pattern` contains one, or null when none is known or they are too short to filter. */
export function requiredStrings(pattern: RegExp): string[] | null {
  if (pattern.flags.includes('i')) return null;
  const ast = parser.parsePattern(pattern.source, 0, pattern.source.length, { unicode: pattern.flags.includes('u'), unicodeSets: pattern.flags.includes('v') });
  const set = containsOneOf(alternatives(ast.alternatives));
  return set && [...set].every((s) => s.length >= MIN_LENGTH) ? [...set] : null;
}

/** The expressions a rule's matches depend on. */
const patternsOf = (matcher: Matcher): readonly RegExp[] => (matcher instanceof RegExp ? [matcher] : (matcher.patterns ?? []));

/** A category's rules, each run only on texts that hold a string it needs. */
export class RuleSet<M extends Matcher = Matcher> {
  private readonly alwaysRun: boolean[];
  private readonly strings: AhoCorasick;
  private readonly needs: number[][];

  constructor(readonly matchers: readonly M[]) {
    const owners = new Map<string, number[]>();
    this.alwaysRun = matchers.map((matcher, index) => {
      // For a rule of several patterns that must all match, the strongest one filters.
      const required = patternsOf(matcher).map(requiredStrings).reduce<string[] | null>((best, set) => (strength(set) > strength(best) ? set : best), null);
      for (const s of required ?? []) owners.set(s, [...(owners.get(s) ?? []), index]);
      return required === null;
    });
    const entries = [...owners];
    this.strings = new AhoCorasick(entries.map(([s]) => s));
    this.needs = entries.map(([, indexes]) => indexes);
  }

  /** The first rule that matches the text, in the order given. */
  find(text: string): M | undefined {
    const candidates = this.candidates(text);
    return this.matchers.find((matcher, index) => candidates[index] && matcher.test(text));
  }

  /** Every rule that matches the text, in the order given. */
  matching(text: string): M[] {
    const candidates = this.candidates(text);
    return this.matchers.filter((matcher, index) => candidates[index] && matcher.test(text));
  }

  /** What a rule that matches matched: for a rule of several patterns, what each of them matched. */
  static spans(matcher: Matcher, text: string): string[] {
    return patternsOf(matcher).map((pattern) => pattern.exec(text)?.[0] ?? '');
  }


  /** Which rules can match: those that need no string, and those whose strings the text holds. */
  private candidates(text: string): boolean[] {
    const candidates = [...this.alwaysRun];
    for (const hit of this.strings.search(text)) for (const index of this.needs[hit.patternIndex]) candidates[index] = true;
    return candidates;
  }
}
