import { difficultyOfCefr, quizSettingsProblem, readQuizSettings } from './quiz-settings';

describe('quiz settings', () => {
  const valid = {
    difficultyLevel: 'intermediate',
    cefrLevel: 'b1',
    questionTypes: ['fill_blank', 'rearrange'],
    questionCount: 20,
  };

  it('keeps the contract fields of valid settings', () => {
    expect(readQuizSettings({ ...valid, extra: 'dropped' })).toEqual({
      ...valid,
      isPracticeMode: false,
      progressiveDifficulty: false,
    });
  });

  it.each([
    ['not an object', 'settings'],
    ['an array', []],
    ['an unknown difficulty', { ...valid, difficultyLevel: 'expert' }],
    ['no question types', { ...valid, questionTypes: [] }],
    ['an unknown type', { ...valid, questionTypes: ['essay'] }],
    ['too few questions', { ...valid, questionCount: 9 }],
    ['too many questions', { ...valid, questionCount: 41 }],
    ['a fractional count', { ...valid, questionCount: 10.5 }],
    ['an unknown CEFR level', { ...valid, cefrLevel: 'd1' }],
    ['an unknown mode', { ...valid, mode: 'exam' }],
    ['zero attempts', { ...valid, isPracticeMode: true, maxAttempts: 0 }],
    ['more attempts than the limit', { ...valid, isPracticeMode: true, maxAttempts: 11 }],
    ['a flag that is not a boolean', { ...valid, showHints: 'yes' }],
    ['a fractional stage id', { ...valid, stageId: 1.5 }],
  ])('rejects settings that are %s', (_case, value) => {
    expect(readQuizSettings(value)).toBeUndefined();
    expect(quizSettingsProblem(value)).toBeDefined();
  });

  it('names the field that breaks the contract', () => {
    expect(quizSettingsProblem({ ...valid, questionCount: 41 })).toEqual({
      field: 'questionCount',
      message: 'questionCount must be a whole number from 10 to 40',
    });
  });

  it('defaults the count to 10, removes repeated types and keeps practice options only in practice mode', () => {
    expect(
      readQuizSettings({
        difficultyLevel: 'beginner',
        questionTypes: ['completion', 'completion'],
        maxAttempts: 5,
      }),
    ).toEqual({
      difficultyLevel: 'beginner',
      questionTypes: ['completion'],
      questionCount: 10,
      isPracticeMode: false,
      progressiveDifficulty: false,
    });
    expect(readQuizSettings({ ...valid, isPracticeMode: true, maxAttempts: 5, showHints: false })).toEqual({
      ...valid,
      isPracticeMode: true,
      progressiveDifficulty: false,
      maxAttempts: 5,
      showHints: false,
    });
  });

  it('maps CEFR levels to their difficulty group', () => {
    expect((['a1', 'a2', 'b1', 'b2', 'c1', 'c2'] as const).map(difficultyOfCefr)).toEqual([
      'beginner',
      'beginner',
      'intermediate',
      'intermediate',
      'advanced',
      'advanced',
    ]);
  });
});
