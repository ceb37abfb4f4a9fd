// The coach's rules are data (rules/*.rules, described in rules/README.md), so that whoever answers a
// dispute can read the rule a suggestion names. This reads those files into the matchers the coach runs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Matcher } from './rule-set';
import { serverFile } from '../lib/paths';

export type RuleLanguage = 'en' | 'fr' | 'both';

/** A rule: every one of its patterns somewhere in the text, and not its exception. */
export interface Rule extends Matcher {
  /** "category.language.name", e.g. "threat.en.gonna-get-what-s-coming". */
  readonly id: string;
  readonly category: string;
  readonly language: RuleLanguage;
  readonly patterns: readonly RegExp[];
  readonly unless?: RegExp;
}

export interface RuleBook {
  readonly rules: readonly Rule[];
  /** The rules of a category, in the order of the files, optionally those of one language. */
  category(name: string, language?: RuleLanguage): Rule[];
  /** A word class as an expression's source: "(?:knees?|face|…)". */
  classSource(name: string): string;
  /** A word class as a list, one item a line: for the code that reads words rather than matches them. */
  classItems(name: string): string[];
}

export interface RuleFile {
  name: string;
  text: string;
}

const ID = /^([a-z][a-z-]*)\.(en|fr|both)\.[a-z0-9][a-z0-9-]*$/;
const REFERENCE = /\{([a-z][a-z0-9-]*)(?::(\d+))?\}/g;
/** A line that ends by opening a group: its alternatives follow, one per line, until a line that starts with ")". */
const OPENS_GROUP = /(?<!\\)\((?:\?(?::|=|!|<=|<!))?$/;
/** Up to n words ("{gap:3}"); the same without a negation among them ("{gap-no-negation:5}": "hope it doesn't hurt you" wishes no harm). */
const GAPS: Record<string, (n: string) => string> = {
  gap: (n) => `(?: [a-z0-9']+){0,${n}}`,
  'gap-no-negation': (n) => `(?: (?!not\\b|never\\b|no\\b|nothing\\b|[a-z]+n'?t\\b)[a-z']+){0,${n}}`,
};

interface Section {
  lines: string[];
  where: string;
}
interface Entry {
  keyword: 'class' | 'rule';
  name: string;
  where: string;
  sections: Section[];
  /** Index of the section that holds the exception, if any. */
  unless?: number;
}

/** A pattern's lines joined: lines at one level are alternatives; a line ending with "(?:" opens a level, one starting with ")" closes it. */
export function joinLines(lines: readonly string[], where: string): string {
  return alternativesOf(lines, where).join('|');
}

/** The lines as top-level alternatives: a group opened at a line's end takes the lines up to its ")" into one. */
function alternativesOf(lines: readonly string[], where: string): string[] {
  const levels: { head: string; alternatives: string[] }[] = [{ head: '', alternatives: [] }];
  for (const line of lines) {
    let text = line;
    if (line.startsWith(')')) {
      const level = levels.pop();
      if (!level || !levels.length) throw new Error(`${where}: ")" closes no group`);
      text = level.head + level.alternatives.join('|') + line;
    }
    if (OPENS_GROUP.test(text)) levels.push({ head: text, alternatives: [] });
    else levels[levels.length - 1].alternatives.push(text);
  }
  if (levels.length !== 1) throw new Error(`${where}: a group is never closed`);
  return levels[0].alternatives;
}

function readEntries(file: RuleFile): Entry[] {
  const entries: Entry[] = [];
  file.text.split('\n').forEach((raw, index) => {
    const where = `${file.name}:${index + 1}`;
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const current = entries[entries.length - 1];
    if (/^\s/.test(raw)) {
      if (!current) throw new Error(`${where}: a pattern line outside a rule or a class`);
      const section = current.sections[current.sections.length - 1];
      // errors in a pattern point at its first line
      if (!section.lines.length) section.where = where;
      section.lines.push(line);
      return;
    }
    const [keyword, name, ...rest] = line.split(/\s+/);
    if (rest.length) throw new Error(`${where}: unexpected "${rest.join(' ')}"`);
    if ((keyword === 'class' || keyword === 'rule') && name) entries.push({ keyword, name, where, sections: [{ lines: [], where }] });
    else if ((keyword === 'and' || keyword === 'unless') && !name && current?.keyword === 'rule' && current.unless === undefined) {
      if (keyword === 'unless') current.unless = current.sections.length;
      current.sections.push({ lines: [], where });
    } else throw new Error(`${where}: expected "class NAME", "rule ID", or "and" or "unless" inside a rule`);
  });
  for (const entry of entries) for (const section of entry.sections) if (!section.lines.length) throw new Error(`${section.where}: no pattern`);
  return entries;
}

/** Rule files read into rules: word classes expanded, every pattern compiled. */
export function parseRules(files: readonly RuleFile[]): RuleBook {
  const entries = files.flatMap(readEntries);
  const classes = new Map<string, Entry>();
  for (const entry of entries.filter((e) => e.keyword === 'class')) {
    if (classes.has(entry.name) || GAPS[entry.name]) throw new Error(`${entry.where}: class ${entry.name} defined twice`);
    classes.set(entry.name, entry);
  }
  const expanded = new Map<string, string>();
  const expand = (source: string, where: string, seen: readonly string[]): string =>
    source.replace(REFERENCE, (_match, name: string, count?: string) => {
      if (count !== undefined) {
        if (!GAPS[name]) throw new Error(`${where}: unknown {${name}:${count}}`);
        return GAPS[name](count);
      }
      return classSource(name, where, seen);
    });
  function classSource(name: string, where: string, seen: readonly string[] = []): string {
    const known = expanded.get(name);
    if (known !== undefined) return known;
    const entry = classes.get(name);
    if (!entry) throw new Error(`${where}: unknown class {${name}}`);
    if (seen.includes(name)) throw new Error(`${where}: class ${name} refers to itself`);
    const source = `(?:${expand(joinLines(entry.sections[0].lines, entry.where), entry.where, [...seen, name])})`;
    expanded.set(name, source);
    return source;
  }

  const ids = new Set<string>();
  const rules = entries
    .filter((e) => e.keyword === 'rule')
    .map((entry): Rule => {
      const id = ID.exec(entry.name);
      if (!id) throw new Error(`${entry.where}: a rule's id is category.language.name, language en, fr or both: "${entry.name}"`);
      if (ids.has(entry.name)) throw new Error(`${entry.where}: rule ${entry.name} defined twice`);
      ids.add(entry.name);
      const compiled = entry.sections.map((section) => new RegExp(expand(joinLines(section.lines, section.where), section.where, [])));
      const patterns = entry.unless === undefined ? compiled : compiled.slice(0, entry.unless);
      const unless = entry.unless === undefined ? undefined : compiled[entry.unless];
      const matches = (text: string) => patterns.every((pattern) => pattern.test(text));
      const test = unless ? (text: string) => matches(text) && !unless.test(text) : matches;
      return { id: entry.name, category: id[1], language: id[2] as RuleLanguage, patterns, unless, test };
    });
  return {
    rules,
    category: (name, language) => rules.filter((rule) => rule.category === name && (!language || rule.language === language)),
    classSource: (name) => classSource(name, 'classSource'),
    classItems(name) {
      const entry = classes.get(name);
      if (!entry) throw new Error(`classItems: unknown class {${name}}`);
      return alternativesOf(entry.sections[0].lines, entry.where).map((item) => expand(item, entry.where, [name]));
    },
  };
}

export const RULES_DIRECTORY = serverFile('coach', 'rules');

/** The rule files of a directory, in the order of their names. */
export function loadRuleBook(directory = RULES_DIRECTORY): RuleBook {
  const names = readdirSync(directory).filter((name) => name.endsWith('.rules')).sort();
  return parseRules(names.map((name) => ({ name, text: readFileSync(join(directory, name), 'utf8') })));
}

/** The coach's rules, read once. */
export const RULE_BOOK = loadRuleBook();
