import { stageQuizUrl } from './stage-quiz';

describe('stage quiz', () => {
  it('builds the stage quiz address with all five types and 10 questions', () => {
    const url = stageQuizUrl(12, 'intermediate');
    expect(url.startsWith('/quiz?settings=')).toBe(true);
    const settings = JSON.parse(decodeURIComponent(url.slice('/quiz?settings='.length)));
    expect(settings).toMatchObject({
      mode: 'stage',
      stageId: 12,
      difficultyLevel: 'intermediate',
      questionCount: 10,
      questionTypes: ['fill_blank', 'rearrange', 'completion', 'error_correction', 'multiple_choice'],
    });
  });
});
