import { type APIRequestContext, expect } from '@playwright/test';
import {
  type CheckAnswerResponse,
  type QuizResponse,
  type QuizResultRequest,
  type QuizResultView,
  type QuizSettings,
} from '@grammarpath/contracts';

/** Starts a quiz through the API (POST /api/questions). */
export async function startQuizByApi(
  request: APIRequestContext,
  settings: QuizSettings,
): Promise<QuizResponse> {
  const started = await request.post('/api/questions', { data: settings });
  expect(started.ok(), await started.text()).toBe(true);
  return (await started.json()) as QuizResponse;
}

/** Checks one answer through the API; whether it was right. */
export async function checkAnswerByApi(
  request: APIRequestContext,
  quizId: string,
  questionId: number,
  answer: string,
): Promise<boolean> {
  const res = await request.post('/api/check-answer', { data: { quizId, questionId, answer } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as CheckAnswerResponse).isCorrect;
}

/**
 * Stores a quiz's result through the API; the server scores it from the checked answers, so the scores sent
 * default to 0. Answers the stored result.
 */
export async function saveResultByApi(
  request: APIRequestContext,
  result: Pick<QuizResultRequest, 'quizId' | 'difficultyLevel'> & Partial<QuizResultRequest>,
): Promise<QuizResultView> {
  const saved = await request.post('/api/quiz-results', {
    data: {
      answers: [],
      totalScore: 0,
      fillBlankScore: 0,
      rearrangeScore: 0,
      completionScore: 0,
      ...result,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return (await saved.json()) as QuizResultView;
}
