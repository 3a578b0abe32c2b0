import { ROUTES, type QuizSettings } from '@grammarpath/contracts';
import { parseQuizSettings } from './quiz-settings';

describe('the settings of /quiz', () => {
  it('reads back the settings of a quiz link', () => {
    const settings: QuizSettings = {
      difficultyLevel: 'intermediate',
      cefrLevel: 'b1',
      questionTypes: ['fill_blank', 'rearrange'],
      questionCount: 20,
      isPracticeMode: false,
      progressiveDifficulty: false,
    };
    const raw = new URLSearchParams(ROUTES.quiz.href(settings).split('?')[1]).get('settings');
    expect(parseQuizSettings(raw)).toEqual(settings);
  });

  it.each([
    ['absent', null],
    ['not JSON', '{oops'],
    ['outside the contract', JSON.stringify({ difficultyLevel: 'expert', questionTypes: ['completion'] })],
  ])('gives nothing for settings that are %s', (_case, raw) => {
    expect(parseQuizSettings(raw)).toBeUndefined();
  });
});
