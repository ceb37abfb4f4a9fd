import en from '../../../../locales/en/help.json';
import fr from '../../../../locales/fr/help.json';
import { REPUTATION_DEFAULTS, REPUTATION_WEIGHTS } from '../../../../shared/constants';
import { reputationTotal } from '../../../../shared/reputation';
import { COACHABILITY, communityTrust, IDENTITY, identityScore, TRUST_PRIOR_WEIGHT } from '../../../../shared/reputation-rules';
import { answerValues, identityFormula, numberFormat, totalFormula, trustFormula } from './figures';
import { HELP_SECTIONS } from './sections';
import { highlight, matchesAll, searchTerms } from './search';

const LOCALES = { en, fr };

/** The numbers a displayed formula shows, in order ("0,2" read as 0.2). */
const numbersIn = (formula: string) => (formula.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(',', '.')));

describe.each(['en', 'fr'] as const)('the Hall of Wisdom in %s shows the rules the server runs', (language) => {
  const labels = LOCALES[language].formula;
  const n = numberFormat(language);

  it('writes the total with the weights of the reputation total', () => {
    const [identity, coachability, trust] = numbersIn(totalFormula(labels, n));
    expect({ identity, coachability, communityTrust: trust }).toEqual(REPUTATION_WEIGHTS);
    for (const pillars of [REPUTATION_DEFAULTS, { identity: 70, coachability: 33, communityTrust: 91 }, { identity: 100, coachability: 100, communityTrust: 100 }]) {
      expect(Math.round(identity * pillars.identity + coachability * pillars.coachability + trust * pillars.communityTrust)).toBe(reputationTotal(pillars));
    }
  });

  it('writes identity with the points of the identity rule', () => {
    const [bio, styles, verified] = numbersIn(identityFormula(labels, n));
    expect({ bio, communicationStyles: styles, verified }).toEqual(IDENTITY);
    expect(bio + styles + verified).toBe(identityScore({ bio: 'hello', communicationStyles: ['empathyFirst'], kycStatus: 'verified' }));
  });

  it('writes community trust so that computing it by hand gives the rule’s value', () => {
    const [prior, neutral, scale, priorAgain] = numbersIn(trustFormula(labels, n));
    expect(prior).toBe(TRUST_PRIOR_WEIGHT);
    expect(priorAgain).toBe(TRUST_PRIOR_WEIGHT);
    for (const [agree, total] of [[0, 0], [0.4, 0.4], [0, 0.4], [3.2, 5], [0, 12], [40, 40]]) {
      expect(Math.round((prior * neutral + scale * agree) / (prior + total))).toBe(communityTrust(agree, total));
    }
  });

  it('quotes the coachability moves and caps of the rules', () => {
    const values = answerValues(language);
    const read = (text: string) => Number(text.replace(',', '.').replace('−', '-'));
    expect(read(values.acknowledged)).toBe(COACHABILITY.acknowledged);
    expect(read(values.ignored)).toBe(COACHABILITY.ignored);
    expect(read(values.gainCap)).toBe(COACHABILITY.dailyGainCap);
    expect(read(values.lossCap)).toBe(COACHABILITY.dailyLossCap);
    expect(read(values.overturned)).toBe(COACHABILITY.disputeOverturned);
    expect(read(values.upheld)).toBe(COACHABILITY.disputeUpheld);
    expect(read(values.startTotal)).toBe(reputationTotal(REPUTATION_DEFAULTS));
  });

  it('has a question and an answer for every entry, and a value for each of their placeholders', () => {
    const values = answerValues(language);
    const sections = LOCALES[language].sections as Record<string, Record<string, unknown>>;
    for (const section of HELP_SECTIONS) {
      for (const question of section.questions) {
        const entry = sections[section.id][question.id] as { q: string; a: string };
        expect(entry.q).toEqual(expect.any(String));
        for (const [, name] of entry.a.matchAll(/{{(\w+)}}/g)) expect(values).toHaveProperty(name);
      }
    }
  });
});

describe('searching the Hall of Wisdom', () => {
  it('needs every word, in any case and with or without accents', () => {
    const terms = searchTerms('  COACH  regle ');
    expect(terms).toEqual(['coach', 'regle']);
    expect(matchesAll(['Le coach', 'Une règle'], terms)).toBe(true);
    expect(matchesAll(['Le coach'], terms)).toBe(false);
  });

  it('marks the matches in the text as written', () => {
    expect(highlight('Règle du coach', searchTerms('regle coach'))).toEqual([
      { text: 'Règle', match: true },
      { text: ' du ', match: false },
      { text: 'coach', match: true },
    ]);
    expect(highlight('Dispute disputes', ['dispute'])).toEqual([
      { text: 'Dispute', match: true },
      { text: ' ', match: false },
      { text: 'dispute', match: true },
      { text: 's', match: false },
    ]);
  });
});
