import { ContentError } from '../content/content-error';
import { indexByTopic, resolveQuestionSet, toPathRow, toQuestionRow, toStageRow } from './content-mapping';
import { type PathContent, type QuestionContent, type StageContent } from '../content/content.types';

const question: QuestionContent = {
  key: 'articles-fill_blank-beginner-01',
  type: 'fill_blank',
  difficultyLevel: 'beginner',
  cefrLevel: 'a1',
  grammarTopics: ['articles'],
  instruction: 'Choose.',
  sentence: 'I have _____ apple.',
  options: ['a', 'an'],
  correctAnswer: 'an',
  optionNotes: { a: 'Vowel sound.' },
  explanation: 'An before a vowel sound.',
};

const path: PathContent = {
  key: 'later',
  name: 'Later',
  description: 'D',
  difficultyLevel: 'intermediate',
  prerequisites: ['first'],
  stages: [],
};

describe('toQuestionRow', () => {
  it('keeps the type-specific fields and fills the absent ones with null and the default category', () => {
    const row = toQuestionRow(question);
    expect(row).toMatchObject({
      key: question.key,
      category: 'general',
      sentence: 'I have _____ apple.',
      options: ['a', 'an'],
      optionNotes: { a: 'Vowel sound.' },
      words: null,
      acceptedAnswers: null,
      examples: null,
      audioUrl: null,
    });
    expect(Object.values(row)).not.toContain(undefined);
  });
});

describe('toPathRow', () => {
  it('resolves prerequisite keys to ids and defaults the time to 60 minutes', () => {
    const row = toPathRow(path, new Map([['first', 4]]));
    expect(row.prerequisitePaths).toEqual([4]);
    expect(row.estimatedCompletionTime).toBe(60);
    expect(row.cefrLevel).toBeNull();
  });

  it('rejects an unknown prerequisite', () => {
    expect(() => toPathRow(path, new Map())).toThrow(
      new ContentError('path later: unknown prerequisite path "first"'),
    );
  });
});

describe('resolveQuestionSet', () => {
  const bank = [
    { id: 9, grammarTopics: ['articles' as const], cefrLevel: 'a1' as const },
    { id: 3, grammarTopics: ['prepositions' as const, 'articles' as const], cefrLevel: 'b1' as const },
    { id: 5, grammarTopics: ['modals' as const], cefrLevel: 'a1' as const },
    { id: 7, grammarTopics: ['articles' as const], cefrLevel: null },
  ];

  it('takes questions sharing any topic at one of the levels, ids ascending', () => {
    expect(
      resolveQuestionSet({ grammarTopics: ['articles'], cefrLevels: ['a1', 'b1'] }, indexByTopic(bank)),
    ).toEqual([3, 9]);
  });

  it('lists a question matching several of the topics once', () => {
    expect(
      resolveQuestionSet(
        { grammarTopics: ['prepositions', 'articles'], cefrLevels: ['b1'] },
        indexByTopic(bank),
      ),
    ).toEqual([3]);
  });

  it('takes every level when none is given', () => {
    expect(
      resolveQuestionSet({ grammarTopics: ['articles', 'modals'], cefrLevels: [] }, indexByTopic(bank)),
    ).toEqual([3, 5, 7, 9]);
  });
});

describe('toStageRow', () => {
  const stage: StageContent = {
    key: 's1',
    name: 'S1',
    description: '<p>x</p>',
    questionSet: { grammarTopics: ['articles'] },
    resources: ['r2', 'r1'],
  };

  it('resolves resources in the given order, the question set, and the default threshold', () => {
    const row = toStageRow(stage, {
      pathId: 2,
      orderIndex: 1,
      questionsByTopic: indexByTopic([{ id: 11, grammarTopics: ['articles'], cefrLevel: 'a2' }]),
      resourceIds: new Map([
        ['r1', 1],
        ['r2', 2],
      ]),
    });
    expect(row).toMatchObject({
      pathId: 2,
      orderIndex: 1,
      resourceIds: [2, 1],
      questionSetIds: [11],
      questionSetFilter: { grammarTopics: ['articles'], cefrLevels: [] },
      threshold: 70,
    });
  });

  it('rejects an unknown resource key', () => {
    expect(() =>
      toStageRow(stage, {
        pathId: 2,
        orderIndex: 0,
        questionsByTopic: new Map(),
        resourceIds: new Map([['r1', 1]]),
      }),
    ).toThrow('stage s1: unknown resource "r2"');
  });
});
