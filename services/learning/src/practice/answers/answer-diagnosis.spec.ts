import { diagnoseAnswer, type DiagnosableQuestion } from './answer-diagnosis';

const fillBlank: DiagnosableQuestion = {
  type: 'fill_blank',
  grammarTopics: ['present_tense'],
  sentence: 'She _____ to school every day.',
  options: ['walks', 'walk', 'walking'],
  correctAnswer: 'walks',
  acceptedAnswers: null,
  optionNotes: { walk: 'A third-person singular subject needs -s.', walking: 'Needs an auxiliary.' },
  errorNote: null,
  explanation: 'Present simple: she takes -s.',
};

const correction: DiagnosableQuestion = {
  type: 'error_correction',
  grammarTopics: ['present_tense'],
  sentence: 'She walk to school every day.',
  options: null,
  correctAnswer: 'She walks to school every day.',
  acceptedAnswers: ['She walks to school every day.', 'She walks to school each day.'],
  optionNotes: null,
  errorNote: 'Third-person singular present takes -s.',
  explanation: 'Present simple: she walks.',
};

const rearrange: DiagnosableQuestion = {
  ...correction,
  type: 'rearrange',
  sentence: null,
  correctAnswer: 'Yesterday I met her.',
  acceptedAnswers: ['Yesterday I met her.', 'I met her yesterday.'],
  errorNote: null,
  explanation: 'Word order: subject, verb, object.',
};

describe('diagnoseAnswer', () => {
  it.each([['WALKS'], [' walks '], ['walks.']])('accepts %p as the right option', (answer) => {
    expect(diagnoseAnswer(fillBlank, answer)).toMatchObject({
      isCorrect: true,
      diagnosis: { kind: 'correct' },
    });
  });

  it('reports a wrong option with its note', () => {
    expect(diagnoseAnswer(fillBlank, 'walk')).toEqual({
      isCorrect: false,
      diagnosis: {
        kind: 'wrong_option',
        message: 'A third-person singular subject needs -s.',
        topic: 'present_tense',
        rule: 'A third-person singular subject needs -s.',
      },
      optionNote: 'A third-person singular subject needs -s.',
    });
  });

  it('accepts a listed variant', () => {
    expect(diagnoseAnswer(correction, 'she walks to school each day')).toMatchObject({
      isCorrect: true,
      diagnosis: { kind: 'accepted_variant' },
    });
    expect(diagnoseAnswer(rearrange, 'I met her yesterday')).toMatchObject({ isCorrect: true });
  });

  it('calls a changed tested form a grammar error and names the rule', () => {
    const verdict = diagnoseAnswer(correction, 'She walked to school every day.');
    expect(verdict.isCorrect).toBe(false);
    expect(verdict.diagnosis.kind).toBe('grammar_error');
    expect(verdict.diagnosis.message).toContain('Third-person singular present takes -s.');
    expect(verdict.diagnosis).toMatchObject({
      reason: 'inflection',
      typed: 'walked',
      expected: 'walks',
      topic: 'present_tense',
      rule: 'Third-person singular present takes -s.',
    });
  });

  it('calls the uncorrected sentence a grammar error', () => {
    expect(diagnoseAnswer(correction, 'She walk to school every day').diagnosis).toMatchObject({
      kind: 'grammar_error',
      reason: 'unchanged',
      message: 'The error is still there. Present tense: Third-person singular present takes -s.',
    });
  });

  it('calls a misspelling elsewhere a typo', () => {
    const verdict = diagnoseAnswer(correction, 'She walks to scohol every day.');
    expect(verdict).toMatchObject({ isCorrect: false, diagnosis: { kind: 'typo' } });
    expect(verdict.diagnosis.message).toContain('scohol');
    expect(verdict.diagnosis).toMatchObject({ typed: 'scohol', expected: 'school' });
  });

  it('calls the right words in a wrong order a grammar error', () => {
    expect(diagnoseAnswer(rearrange, 'Her I met yesterday').diagnosis).toMatchObject({
      kind: 'grammar_error',
      reason: 'word_order',
      rule: 'Word order: subject, verb, object.',
    });
  });

  it('accepts the contracted or the full form of a right answer, and nothing else', () => {
    const weren: DiagnosableQuestion = {
      ...correction,
      sentence: "They wasn't at home yesterday.",
      correctAnswer: "They weren't at home yesterday.",
      acceptedAnswers: ["They weren't at home yesterday."],
      errorNote: 'They takes were.',
    };
    expect(diagnoseAnswer(weren, 'They were not at home yesterday.')).toMatchObject({ isCorrect: true });
    expect(diagnoseAnswer(weren, 'they weren’t at home yesterday')).toMatchObject({ isCorrect: true });
    expect(diagnoseAnswer(weren, 'They was not at home yesterday.').diagnosis.kind).toBe('grammar_error');
    expect(diagnoseAnswer(weren, "They wasn't at home yesterday.").diagnosis.kind).toBe('grammar_error');
    expect(diagnoseAnswer(weren, 'They were not home yesterday.').isCorrect).toBe(false);
    const cant: DiagnosableQuestion = {
      ...fillBlank,
      options: ["can't", "mustn't", 'needs'],
      correctAnswer: "can't",
    };
    expect(diagnoseAnswer(cant, 'cannot')).toMatchObject({ isCorrect: true });
    expect(diagnoseAnswer(cant, 'can not')).toMatchObject({ isCorrect: true });
    expect(diagnoseAnswer(cant, 'must not')).toMatchObject({
      isCorrect: false,
      diagnosis: { kind: 'wrong_option' },
    });
  });

  it('calls anything else incorrect', () => {
    expect(diagnoseAnswer(correction, 'Nothing like it').diagnosis.kind).toBe('incorrect');
    expect(diagnoseAnswer(correction, '').diagnosis.kind).toBe('incorrect');
  });
});
