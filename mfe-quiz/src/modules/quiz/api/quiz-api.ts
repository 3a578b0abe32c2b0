import { apiJson } from '@grammarpath/platform';
import {
  DAILY_CHALLENGE_START,
  type HintRequest,
  type HintResponse,
  type CheckAnswerRequest,
  type CheckAnswerResponse,
  type DailyChallengeView,
  type QuizResponse,
  type QuizResultRequest,
  type QuizResultView,
  type QuizSettings,
} from '@grammarpath/contracts';

/** The learning service's quiz endpoints (libs/contracts/src/quiz.ts). */
export const QUIZ_API = {
  questions: '/api/questions',
  checkAnswer: '/api/check-answer',
  quizResults: '/api/quiz-results',
  hint: '/api/quiz-hint',
  dailyChallenge: '/api/daily-challenge',
  dailyChallengeStart: DAILY_CHALLENGE_START.path,
} as const;

export function fetchQuestions(settings: QuizSettings): Promise<QuizResponse> {
  return apiJson<QuizResponse>('POST', QUIZ_API.questions, settings);
}

export function checkAnswer(request: CheckAnswerRequest): Promise<CheckAnswerResponse> {
  return apiJson<CheckAnswerResponse>('POST', QUIZ_API.checkAnswer, request);
}

export function saveQuizResult(result: QuizResultRequest): Promise<QuizResultView> {
  return apiJson<QuizResultView>('POST', QUIZ_API.quizResults, result);
}

export function fetchHint(quizId: string, questionId: number): Promise<HintResponse> {
  const body: HintRequest = { quizId, questionId };
  return apiJson<HintResponse>('POST', QUIZ_API.hint, body);
}

export function fetchDailyChallenge(): Promise<DailyChallengeView> {
  return apiJson<DailyChallengeView>('GET', QUIZ_API.dailyChallenge);
}

export function startDailyChallenge(): Promise<QuizResponse> {
  return apiJson<QuizResponse>('POST', QUIZ_API.dailyChallengeStart);
}
