import { toLearningPathListItem } from './learning-path-list-item';
import { type LearningPath } from './learning-path.entity';
import { type UserLearningPathProgress } from './user-learning-path-progress.entity';

const path = {
  id: 3,
  key: 'articles',
  name: 'Articles',
  description: 'A, an, the.',
  difficultyLevel: 'beginner',
  cefrLevel: 'a2',
  targetGrammarTopics: ['articles'],
  estimatedCompletionTime: 60,
  prerequisitePaths: [1],
  createdAt: new Date(),
  updatedAt: new Date(),
} as LearningPath;

const progress = {
  pathId: 3,
  userId: 9,
  overallProgress: 40,
  completed: false,
  stagesCompleted: [11, 12],
} as UserLearningPathProgress;

describe('toLearningPathListItem', () => {
  it('shows a visitor the public fields only, without key or timestamps', () => {
    expect(toLearningPathListItem(path, 5, undefined, 'en')).toEqual({
      id: 3,
      name: 'Articles',
      description: 'A, an, the.',
      difficultyLevel: 'beginner',
      cefrLevel: 'a2',
      estimatedCompletionTime: 60,
      targetGrammarTopics: ['articles'],
      prerequisitePaths: [1],
      stageCount: 5,
    });
  });

  it("adds the learner's progress, or null for a path not started", () => {
    expect(toLearningPathListItem(path, 5, new Map([[3, progress]]), 'en').progress).toEqual({
      overallProgress: 40,
      completed: false,
      stagesCompleted: [11, 12],
    });
    expect(toLearningPathListItem(path, 5, new Map(), 'en').progress).toBeNull();
  });
});
