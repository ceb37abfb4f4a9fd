// The Hall of Wisdom's sections and their questions, in order. The texts are in
// locales/*/help.json under sections.<section>.<question>; `formula` names the formula shown
// under the answer, `link` a page the answer sends the reader to.

export type FormulaName = 'total' | 'identity' | 'communityTrust';

export interface HelpQuestion {
  id: string;
  formula?: FormulaName;
  link?: { to: string; label: string };
}

export const HELP_SECTIONS = [
  {
    id: 'reputation',
    questions: [
      { id: 'total', formula: 'total' },
      { id: 'identity', formula: 'identity', link: { to: '/settings', label: 'settings' } },
      { id: 'coachability' },
      { id: 'communityTrust', formula: 'communityTrust' },
      { id: 'colours' },
      { id: 'history' },
    ],
  },
  {
    id: 'coach',
    questions: [{ id: 'what' }, { id: 'kinds' }, { id: 'blocked' }, { id: 'dispute' }, { id: 'outcome' }],
  },
  {
    id: 'privacy',
    questions: [{ id: 'innerCircle' }, { id: 'protected' }, { id: 'embassy' }, { id: 'block' }, { id: 'data', link: { to: '/privacy', label: 'privacyPage' } }],
  },
  {
    id: 'reporting',
    questions: [{ id: 'how' }, { id: 'reasons' }, { id: 'after' }],
  },
  {
    id: 'tips',
    questions: [{ id: 'tip' }, { id: 'paid' }, { id: 'demo' }],
  },
] as const satisfies readonly { id: string; questions: readonly HelpQuestion[] }[];

export type HelpSectionId = (typeof HELP_SECTIONS)[number]['id'];
