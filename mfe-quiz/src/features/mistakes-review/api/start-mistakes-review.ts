import { apiJson } from '@grammarpath/platform';
import {
  DEFAULT_DIFFICULTY,
  ENDPOINTS,
  QUESTION_COUNT,
  QUESTION_TYPES,
  type QuizResponse,
  type QuizSettings,
} from '@grammarpath/contracts';
import type { QuizSource } from '../../../shared/play-quiz';

const { method, path } = ENDPOINTS.quiz.start;

/** The questions this learner answered wrongly, of every type and level. */
export const MISTAKES_SETTINGS: QuizSettings = {
  mode: 'mistakes',
  difficultyLevel: DEFAULT_DIFFICULTY,
  questionTypes: [...QUESTION_TYPES],
  questionCount: QUESTION_COUNT.default,
  isPracticeMode: false,
  progressiveDifficulty: false,
};

/** POST /api/questions with mode 'mistakes': a quiz of past mistakes (409 when there are none yet). */
export function startMistakesReview(): Promise<QuizResponse> {
  return apiJson<QuizResponse>(method, path, MISTAKES_SETTINGS);
}

export const mistakesReviewSource: QuizSource = { key: [path, 'mistakes'], load: startMistakesReview };
