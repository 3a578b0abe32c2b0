import 'reflect-metadata';
import { type SampleQuestion } from '@grammarpath/contracts';
import { type QuizTestApp, startQuizTestApp } from '../../testing/quiz-test-app';

describe('sample question', () => {
  let t: QuizTestApp;

  beforeAll(async () => {
    t = await startQuizTestApp();
  });
  afterAll(() => t?.close());

  it('gives a visitor without a session a beginner multiple-choice question with its answer and explanation', async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 5; i += 1) {
      const res = await t.http().get('/api/sample-question').expect(200);
      const sample = res.body as SampleQuestion;
      expect(sample.question.type).toBe('multiple_choice');
      expect(['a1', 'a2']).toContain(sample.question.cefrLevel);
      expect(sample.question.options).toContain(sample.correctAnswer);
      expect(sample.explanation.length).toBeGreaterThan(0);
      // The question itself carries no answer: only the sample's own fields do.
      for (const secret of ['correctAnswer', 'acceptedAnswers', 'explanation', 'optionNotes'])
        expect(sample.question).not.toHaveProperty(secret);
      seen.add(sample.question.id);
    }
    const [row] = await t.dataSource.query<{ correctAnswer: string }[]>(
      `SELECT "correctAnswer" FROM learning.questions WHERE id = $1`,
      [[...seen][0]],
    );
    expect(row.correctAnswer).toBeTruthy();
  });
});
