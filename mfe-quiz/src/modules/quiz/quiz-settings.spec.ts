import { parseQuizSettings, quizUrl, difficultyOfCefr } from './quiz-settings';

describe('quiz settings', () => {
  const valid = {
    difficultyLevel: 'intermediate',
    cefrLevel: 'b1',
    questionTypes: ['fill_blank', 'rearrange'],
    questionCount: 20,
  };

  it('round-trips through the /quiz URL', () => {
    const url = quizUrl({
      ...valid,
      difficultyLevel: 'intermediate',
      cefrLevel: 'b1',
      questionTypes: ['fill_blank', 'rearrange'],
    });
    const raw = new URLSearchParams(url.split('?')[1]).get('settings');
    expect(parseQuizSettings(raw)).toEqual({ ...valid, isPracticeMode: false, progressiveDifficulty: false });
  });

  it.each([
    ['absent', null],
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['an unknown difficulty', JSON.stringify({ ...valid, difficultyLevel: 'expert' })],
    ['no question types', JSON.stringify({ ...valid, questionTypes: [] })],
    ['an unknown type', JSON.stringify({ ...valid, questionTypes: ['essay'] })],
    ['too few questions', JSON.stringify({ ...valid, questionCount: 9 })],
    ['too many questions', JSON.stringify({ ...valid, questionCount: 41 })],
    ['a fractional count', JSON.stringify({ ...valid, questionCount: 10.5 })],
    ['an unknown CEFR level', JSON.stringify({ ...valid, cefrLevel: 'd1' })],
    ['zero attempts', JSON.stringify({ ...valid, isPracticeMode: true, maxAttempts: 0 })],
  ])('rejects settings that are %s', (_case, raw) => {
    expect(parseQuizSettings(raw)).toBeUndefined();
  });

  it('defaults the count to 10 and keeps practice options only in practice mode', () => {
    expect(
      parseQuizSettings(
        JSON.stringify({ difficultyLevel: 'beginner', questionTypes: ['completion'], maxAttempts: 5 }),
      ),
    ).toEqual({
      difficultyLevel: 'beginner',
      questionTypes: ['completion'],
      questionCount: 10,
      isPracticeMode: false,
      progressiveDifficulty: false,
    });
    expect(
      parseQuizSettings(JSON.stringify({ ...valid, isPracticeMode: true, showHints: true })),
    ).toMatchObject({
      isPracticeMode: true,
      maxAttempts: 3,
      showHints: true,
      showExplanationAfterEachAttempt: false,
    });
  });

  it('maps CEFR levels to their difficulty group', () => {
    expect(['a1', 'a2', 'b1', 'b2', 'c1', 'c2'].map((level) => difficultyOfCefr(level as 'a1'))).toEqual([
      'beginner',
      'beginner',
      'intermediate',
      'intermediate',
      'advanced',
      'advanced',
    ]);
  });
});
