import { QUESTION_TYPES } from '@grammarpath/contracts';
import { DEFAULT_CONTENT_DIR } from '../../content/content-dir';
import { loadContent } from '../../content/content-loader';
import { type Question } from '../questions/question.entity';
import { QUESTION_KINDS } from '.';

/** The fields a served question may carry beyond those every question has. */
const VIEW_FIELDS = ['sentence', 'sentenceStart', 'prompt', 'words', 'options'] as const;

describe('question kinds', () => {
  it('has one entry per question type of the contracts', () => {
    expect(Object.keys(QUESTION_KINDS).sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it("fit the shipped content: each item has its kind's content, and is served with exactly the fields it has", async () => {
    const { questions } = await loadContent(DEFAULT_CONTENT_DIR);
    const problems: string[] = [];
    for (const item of questions) {
      const kind = QUESTION_KINDS[item.type];
      const row = { ...item, acceptedAnswers: item.acceptedAnswers ?? null } as unknown as Question;
      for (const field of kind.requiredContent) {
        if (row[field] === undefined || row[field] === null) problems.push(`${item.key}: ${field} missing`);
      }
      const served = Object.keys(kind.publicFields(row, Math.random)).sort();
      const stored = VIEW_FIELDS.filter((field) => item[field] !== undefined).sort();
      if (served.join() !== stored.join())
        problems.push(`${item.key}: has ${stored.join()}, served ${served.join()}`);
    }
    expect(problems).toEqual([]);
    expect(questions.length).toBeGreaterThan(0);
  });
});
