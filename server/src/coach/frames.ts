// The word classes of rules/*.rules that the harm model reads as features (harm-model.ts).
import { RULE_BOOK } from './rule-book';

const alt = (...parts: string[]) => `(?:${parts.join('|')})`;
const cls = (name: string) => RULE_BOOK.classSource(name);

/**
 * A text's words become the classes they belong to ("shovel" and "hache" both a weapon), so what
 * the model learns of one word carries over to its class. French verbs are stems: only their verb
 * forms count.
 */
export const WORD_CLASSES: Record<string, RegExp> = Object.fromEntries(
  Object.entries({
    outcome: alt(cls('outcome-en'), cls('outcome-fr')),
    death: alt(cls('death-participle-en'), cls('death-participle-fr')),
    weapon: alt(cls('weapon-en'), cls('weapon-fr')),
    body: alt(cls('body-en'), cls('body-fr')),
    violent: alt(cls('violent-en-forms'), `${cls('violent-fr')}(?:er|e|es|ee|ees|ent|era|erai|erais|eras|eront|ons|ez|ant|i|is|it)`),
    self: cls('self-en'),
    protected: alt(cls('protected-en'), cls('protected-fr')),
    dehumanise: alt(cls('dehumanise-en'), cls('dehumanise-fr')),
    exclude: alt(cls('exclude-en'), cls('exclude-fr')),
    insult: alt(cls('strong-en'), cls('weak-en'), cls('strong-fr'), cls('weak-fr')),
    person: alt(cls('person-en'), cls('person-fr')),
    intent: alt(cls('intent-en'), cls('intent-fr-marked')),
  }).map(([name, source]) => [name, new RegExp(`(?<![a-z'])${source}(?![a-z'])`, 'g')]),
);
