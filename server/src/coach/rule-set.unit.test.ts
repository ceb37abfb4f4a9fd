import { loadCorpus } from '../../../scripts/coach-corpus';
import { RULES } from './local';
import { normalise } from './normalise';
import { requiredStrings, RuleSet, type Matcher } from './rule-set';

describe('requiredStrings: what every match of an expression contains', () => {
  test.each([
    [/\bkill (?:you|him)\b/, ['kill you', 'kill him']],
    // an optional letter gives both spellings, not the shorter one alone
    [/\bqueers? are\b/, ['queer are', 'queers are']],
    // a part of unknown length splits the expression: the longer known part stands for it
    [/\bcat(?: [a-z]+){0,3} dogs\b/, [' dogs']],
    [/\b\d+ (?:deaths|crimes) a year\b/, [' deaths a year', ' crimes a year']],
    [/(?<!\bnot )\bvermin\b/, ['vermin']],
  ])('%s', (pattern, strings) => {
    expect(requiredStrings(pattern)?.sort()).toEqual(strings.sort());
  });

  test.each([
    [/kill/i, 'ignores case'],
    [/\bkill\b|\d{3}/, 'has an alternative with no letters'],
    [/\b(?:on|en)\b/, 'would filter on strings of two letters, found in nearly every text'],
    [/(?:ab)?c*/, 'can match the empty string'],
  ])('%s: none, it always runs (%s)', (pattern) => {
    expect(requiredStrings(pattern)).toBeNull();
  });
});

describe('RuleSet', () => {
  const rule = (pattern: RegExp, patterns?: RegExp[]): Matcher => ({ patterns, test: (text) => pattern.test(text) });

  it('answers the first rule that matches, in the order given, whether it has strings to need or not', () => {
    const always = rule(/\d{3}/);
    const kill = /\bkill you\b/;
    const set = new RuleSet([kill, always, /\bvermin\b/]);
    expect(set.find('i will kill you at 555')).toBe(kill);
    expect(set.find('call 555')).toBe(always);
    expect(set.find('they are vermin')).toBeInstanceOf(RegExp);
    expect(set.find('a quiet afternoon')).toBeUndefined();
  });

  it('runs a rule of several patterns when the strongest of them is found', () => {
    const both = rule(/fake.*they wanted/, [/\bwas fake\b/, /\bthey wanted\b/]);
    const set = new RuleSet([both]);
    expect(set.find('it was fake, they wanted us scared')).toBe(both);
    expect(set.find('it was fake')).toBeUndefined();
  });

  it('answers every rule that matches, in the order given', () => {
    const kill = /\bkill you\b/;
    const always = rule(/\d{3}/);
    const set = new RuleSet([/\bvermin\b/, kill, always]);
    expect(set.matching('i will kill you at 555')).toEqual([kill, always]);
    expect(set.matching('a quiet afternoon')).toEqual([]);
  });

  it('gives what a rule matched, and for a rule of several patterns what each of them matched', () => {
    const spans = (matcher: Matcher, text: string) => RuleSet.spans(matcher, text);
    expect(spans(/\bcyclists are all \w+/, 'cyclists are all selfish')).toEqual(['cyclists are all selfish']);
    expect(spans(rule(/x/, [/\bwas fake\b/, /\bthey wanted\b/]), 'x: it was fake, they wanted it')).toEqual(['was fake', 'they wanted']);
  });

  // The filter must never hide a match: every category gives what running each rule in turn gives,
  // over the held-out files and one text in six of the corpus, in every category of text (running
  // every rule over all 46,000 texts took a minute and a half for the same finding).
  const texts = [...loadCorpus().filter((_, index) => index % 6 === 0), ...loadCorpus('holdout-')].map((entry) => normalise(entry.text));

  it.each(Object.keys(RULES) as (keyof typeof RULES)[])('%s: the same rule as running every rule, on the texts of the corpus', (category) => {
    const set = RULES[category];
    const differ = texts.filter((text) => set.find(text) !== set.matchers.find((matcher) => matcher.test(text)));
    expect(differ).toEqual([]);
  });
});
