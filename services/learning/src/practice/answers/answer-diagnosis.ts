import {
  type AnswerDiagnosis,
  type GrammarErrorReason,
  type GrammarTopic,
  type QuestionType,
} from '@grammarpath/contracts';
import { questionKindOf } from '../question-kinds';
import { type Question } from '../questions/question.entity';
import { answerMatcher, answerWords, comparableAnswer, normaliseAnswer } from './answer-normalisation';
import { areInflections, isMisspelling } from './word-similarity';

/** What the diagnosis needs of a question. */
export type DiagnosableQuestion = Pick<
  Question,
  | 'grammarTopics'
  | 'sentence'
  | 'options'
  | 'correctAnswer'
  | 'acceptedAnswers'
  | 'optionNotes'
  | 'errorNote'
  | 'explanation'
> & { type: QuestionType };

export interface AnswerVerdict {
  isCorrect: boolean;
  diagnosis: AnswerDiagnosis;
  /** The note on the wrong option picked, when there is one. */
  optionNote?: string;
}

/** "present_tense" → "Present tense". */
export function topicLabel(topic: GrammarTopic | undefined): string {
  if (!topic) return 'Grammar';
  const words = topic.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type WordDifference = { typed: string; expected: string; kind: 'inflection' | 'typo' | 'other' };

function wordDifferences(typed: string[], expected: string[]): WordDifference[] | null {
  if (typed.length !== expected.length) return null;
  const differences: WordDifference[] = [];
  typed.forEach((word, i) => {
    const target = expected[i];
    if (word === target) return;
    const kind = areInflections(word, target) ? 'inflection' : isMisspelling(word, target) ? 'typo' : 'other';
    differences.push({ typed: word, expected: target, kind });
  });
  return differences;
}

const sameWords = (a: string[], b: string[]): boolean =>
  a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

/** The rule that explains a mistake (content, English): the question's error note, else its explanation. */
const ruleOf = (question: DiagnosableQuestion): string => question.errorNote ?? question.explanation;

function ruleText(question: DiagnosableQuestion): string {
  return `${topicLabel(question.grammarTopics[0])}: ${ruleOf(question)}`;
}

/** The topic and rule a diagnosis points to. */
function ruleData(
  question: DiagnosableQuestion,
  rule = ruleOf(question),
): Pick<AnswerDiagnosis, 'topic' | 'rule'> {
  const topic = question.grammarTopics[0];
  return { ...(topic ? { topic } : {}), rule };
}

/** A grammar error as data, with today's English sentence. */
function grammarError(
  question: DiagnosableQuestion,
  reason: GrammarErrorReason,
  lead: string,
  words: Pick<AnswerDiagnosis, 'typed' | 'expected'> = {},
): AnswerDiagnosis {
  return {
    kind: 'grammar_error',
    message: `${lead} ${ruleText(question)}`,
    reason,
    ...words,
    ...ruleData(question),
  };
}

/** The closest right answer, word by word, and how the learner's words differ from it. */
function closestDifferences(question: DiagnosableQuestion, typedWords: string[]): WordDifference[] | null {
  const targets = [question.correctAnswer, ...(question.acceptedAnswers ?? [])];
  let best: WordDifference[] | null = null;
  for (const target of targets) {
    const differences = wordDifferences(typedWords, answerWords(comparableAnswer(target)));
    if (differences && (!best || differences.length < best.length)) best = differences;
  }
  return best;
}

function diagnoseNearMiss(question: DiagnosableQuestion, answer: string): AnswerDiagnosis | null {
  const typedWords = answerWords(comparableAnswer(answer));
  const ownError = questionKindOf(question.type).grammarErrorOf?.(question, answer);
  if (ownError === 'unchanged') return grammarError(question, ownError, 'The error is still there.');
  const differences = closestDifferences(question, typedWords);
  if (differences && differences.length > 0 && differences.every((d) => d.kind !== 'other')) {
    const grammar = differences.find((d) => d.kind === 'inflection');
    if (grammar) {
      return grammarError(question, 'inflection', `“${grammar.typed}” should be “${grammar.expected}”.`, {
        typed: grammar.typed,
        expected: grammar.expected,
      });
    }
    const typo = differences[0];
    return {
      kind: 'typo',
      message: `Check the spelling: “${typo.typed}” looks like a misspelling of “${typo.expected}”.`,
      typed: typo.typed,
      expected: typo.expected,
    };
  }
  if (sameWords(typedWords, answerWords(comparableAnswer(question.correctAnswer)))) {
    return grammarError(question, 'word_order', 'The words are right but the order is not.');
  }
  return null;
}

/**
 * Whether an answer is right, and if not, what kind of mistake it is. Every comparison goes through
 * answer-normalisation (answerForms): case, spacing, apostrophes, final punctuation and contracted or full
 * forms never make a right answer wrong.
 */
export function diagnoseAnswer(question: DiagnosableQuestion, answer: string): AnswerVerdict {
  const matches = answerMatcher([answer]);
  if (matches(question.correctAnswer)) {
    return { isCorrect: true, diagnosis: { kind: 'correct', message: 'Correct!' } };
  }
  if ((question.acceptedAnswers ?? []).some(matches)) {
    return {
      isCorrect: true,
      diagnosis: { kind: 'accepted_variant', message: 'Correct! This is also an accepted answer.' },
    };
  }
  const option = (question.options ?? []).find(matches);
  if (option !== undefined) {
    const optionNote = question.optionNotes?.[option];
    return {
      isCorrect: false,
      diagnosis: {
        kind: 'wrong_option',
        message: optionNote ?? ruleText(question),
        ...ruleData(question, optionNote ?? ruleOf(question)),
      },
      ...(optionNote ? { optionNote } : {}),
    };
  }
  const nearMiss = normaliseAnswer(answer).length > 0 ? diagnoseNearMiss(question, answer) : null;
  return {
    isCorrect: false,
    diagnosis: nearMiss ?? {
      kind: 'incorrect',
      message: `Not quite. ${ruleText(question)}`,
      ...ruleData(question),
    },
  };
}
