import { apiJson, apiRequest } from '@grammarpath/platform';
import {
  DEFAULT_TTS_VOICE,
  type CheckAnswerRequest,
  type CheckAnswerResponse,
  type DailyChallengeView,
  type QuizResponse,
  type QuizResultRequest,
  type QuizResultView,
  type QuizSettings,
  type TextToSpeechRequest,
} from '@grammarpath/contracts';

/** The learning service's quiz endpoints (libs/contracts/src/quiz.ts). */
export const QUIZ_API = {
  questions: '/api/questions',
  checkAnswer: '/api/check-answer',
  quizResults: '/api/quiz-results',
  hint: '/api/quiz-hint',
  dailyChallenge: '/api/daily-challenge',
  dailyChallengeStart: '/api/daily-challenge/start',
  textToSpeech: '/api/text-to-speech',
} as const;

export interface HintResponse {
  hint: string;
}

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
  return apiJson<HintResponse>('POST', QUIZ_API.hint, { quizId, questionId });
}

export function fetchDailyChallenge(): Promise<DailyChallengeView> {
  return apiJson<DailyChallengeView>('GET', QUIZ_API.dailyChallenge);
}

export function startDailyChallenge(): Promise<QuizResponse> {
  return apiJson<QuizResponse>('POST', QUIZ_API.dailyChallengeStart);
}

/** The server's voice (SPEC §7): an audio blob. */
export async function fetchSpeech(text: string): Promise<Blob> {
  const body: TextToSpeechRequest = { text, voice: DEFAULT_TTS_VOICE };
  const response = await apiRequest('POST', QUIZ_API.textToSpeech, body);
  return response.blob();
}
