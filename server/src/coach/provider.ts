import type { Language } from '../../../shared/constants';
import type { Suggestion } from '../../../shared/coach';
import type { CommunicationStyle } from '../../../shared/users';

/** What a provider knows besides the text. */
export interface CoachContext {
  kind: 'post' | 'comment';
  /** The writer's interface language: used when a text is too short to tell. */
  fallbackLanguage: Language;
  /** The language the coach speaks to the citizen in (their interface's); examples stay in the text's. Unset: the text's. */
  interfaceLanguage?: Language;
  /** When replying: how the other citizen likes to be spoken to. */
  replyToStyles?: CommunicationStyle[];
}

/** The one interface of DESIGN.md: `analyze(text, context) -> Suggestion[]`. */
export interface CoachProvider {
  analyze(text: string, context: CoachContext): Promise<Suggestion[]>;
}
