import { DEFAULT_CONTENT_DIR } from '../content/content-dir';
import { loadContent } from '../content/content-loader';
import { diagnoseAnswer } from '../practice/answers/answer-diagnosis';
import { toQuestionRow, type QuestionRow } from './content-mapping';

// The shipped bank, as seeded, answered with the checker learners meet: in a question with options, the key
// (and any accepted variant) is right and every other option is wrong. A distractor the checker reads as the
// key spelt another way (a contraction it expands) would mark a wrong choice right.
describe('the question bank, answered with the answer checker', () => {
  let questions: QuestionRow[];
  beforeAll(async () => {
    questions = (await loadContent(DEFAULT_CONTENT_DIR)).questions
      .map(toQuestionRow)
      .filter((question) => (question.options ?? []).length > 0);
  });

  it('has questions with options to check', () => {
    expect(questions.length).toBeGreaterThan(1000);
  });

  it('marks exactly the key and its accepted variants right among each question’s options', () => {
    const wrongVerdicts = questions.flatMap((question) =>
      (question.options ?? []).flatMap((option) => {
        const right = option === question.correctAnswer || (question.acceptedAnswers ?? []).includes(option);
        const { isCorrect } = diagnoseAnswer(question, option);
        return isCorrect === right
          ? []
          : [`${question.key}: “${option}” is marked ${isCorrect ? 'right' : 'wrong'}`];
      }),
    );
    expect(wrongVerdicts).toEqual([]);
  });
});
