import type { AnswerDiagnosis } from '@grammarpath/contracts';

/** How the quiz phrases a diagnosis: a lead sentence (its key and the learner's and expected words) and the rule. */
export interface DiagnosisPhrase {
  lead: 'accepted_variant' | 'typo' | 'inflection' | 'unchanged' | 'word_order' | 'incorrect';
  /** typo and inflection: the words the lead names (English content). */
  words?: { typed: string; expected: string };
  /** The rule behind the mistake, when there is one. */
  withRule: boolean;
}

/**
 * The phrase for a diagnosis sent as data; undefined when there is nothing to say beyond Correct! or the
 * option's note (correct, wrong_option), or when the data fields are missing (a server older than them:
 * its English `message` is shown instead).
 */
export function diagnosisPhrase(diagnosis: AnswerDiagnosis): DiagnosisPhrase | 'message' | undefined {
  const { typed, expected } = diagnosis;
  const words = typed !== undefined && expected !== undefined ? { typed, expected } : undefined;
  const withRule = diagnosis.rule !== undefined;
  switch (diagnosis.kind) {
    case 'correct':
    case 'wrong_option':
      return undefined;
    case 'accepted_variant':
      return { lead: 'accepted_variant', withRule: false };
    case 'typo':
      return words ? { lead: 'typo', words, withRule: false } : 'message';
    case 'grammar_error':
      if (diagnosis.reason === 'inflection')
        return words ? { lead: 'inflection', words, withRule } : 'message';
      return diagnosis.reason ? { lead: diagnosis.reason, withRule } : 'message';
    case 'incorrect':
      return withRule ? { lead: 'incorrect', withRule } : 'message';
  }
}
