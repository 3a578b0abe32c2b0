import { type APIRequestContext, expect } from '@playwright/test';
import type {
  CheckAnswerResponse,
  DifficultyLevel,
  QuestionType,
  QuizResponse,
  QuizResultView,
  StageQuizOutcome,
} from '@grammarpath/contracts';
import { shippedAnswerOf } from './shipped-answers';

/** Every question type, as the stage page's "Practise this stage" asks for them. */
const ALL_TYPES: QuestionType[] = [
  'fill_blank',
  'rearrange',
  'completion',
  'error_correction',
  'multiple_choice',
];

interface PathItem {
  id: number;
  name: string;
  stageCount: number;
}

interface StageItem {
  id: number;
  orderIndex: number;
}

/** A seeded path by its (English) name. */
export async function pathByName(request: APIRequestContext, name: string): Promise<PathItem> {
  const res = await request.get('/api/learning-paths');
  expect(res.ok(), await res.text()).toBe(true);
  const path = ((await res.json()) as PathItem[]).find((item) => item.name === name);
  if (!path) throw new Error(`No seeded path named ${name}`);
  return path;
}

/** The path's stage ids in order. */
export async function stageIdsOf(request: APIRequestContext, pathId: number): Promise<number[]> {
  const res = await request.get(`/api/learning-paths/${pathId}/stages`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as StageItem[])
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((stage) => stage.id);
}

export async function startPathByApi(request: APIRequestContext, pathId: number): Promise<void> {
  const res = await request.post(`/api/learning-paths/${pathId}/start`);
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Passes the stage's practice quiz through the API, as a learner does from the stage page: starts the stage
 * quiz, answers every question right on the first try (the shipped answer key) and saves the result.
 * Returns what the result did to the stage (a locked stage stays locked; its pass is kept).
 */
export async function passStageQuizByApi(
  request: APIRequestContext,
  stageId: number,
  difficultyLevel: DifficultyLevel = 'beginner',
): Promise<StageQuizOutcome> {
  const started = await request.post('/api/questions', {
    data: { mode: 'stage', stageId, difficultyLevel, questionTypes: ALL_TYPES, questionCount: 10 },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const quiz = (await started.json()) as QuizResponse;
  expect(quiz.questions.length).toBeGreaterThan(0);
  for (const question of quiz.questions) {
    const checked = await request.post('/api/check-answer', {
      data: { quizId: quiz.quizId, questionId: question.id, answer: shippedAnswerOf(question) },
    });
    expect(checked.ok(), await checked.text()).toBe(true);
    expect((await checked.json()) as CheckAnswerResponse, `question ${question.id}`).toMatchObject({
      isCorrect: true,
    });
  }
  const saved = await request.post('/api/quiz-results', {
    data: {
      quizId: quiz.quizId,
      answers: quiz.questions.map((question) => ({ questionId: question.id, answer: '', isCorrect: true })),
      totalScore: quiz.questions.length,
      fillBlankScore: 0,
      rearrangeScore: 0,
      completionScore: 0,
      difficultyLevel,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { stage } = (await saved.json()) as QuizResultView;
  expect(stage, 'a stage quiz result says what it did to the stage').toBeDefined();
  expect(stage?.passed).toBe(true);
  return stage as StageQuizOutcome;
}

/** Completes a stage the way it is completed now (DESIGN.md §5): by passing its practice quiz. */
export async function completeStageByApi(
  request: APIRequestContext,
  pathId: number,
  stageId: number,
): Promise<void> {
  const outcome = await passStageQuizByApi(request, stageId);
  expect(outcome).toMatchObject({ pathId, stageId, completed: true });
}

/**
 * Passes the quiz of a stage that is still locked (its previous stage not completed), so that once the
 * previous stage is completed, Mark as Complete is open on it (and completes it with the celebration).
 */
export async function passLockedStageQuizByApi(request: APIRequestContext, stageId: number): Promise<void> {
  const outcome = await passStageQuizByApi(request, stageId);
  expect(outcome).toMatchObject({ stageId, locked: true, completed: false });
}
