import { apiJson } from '@grammarpath/platform';
import { ENDPOINTS, type QuizResponse, type QuizSettings } from '@grammarpath/contracts';
import type { QuizSource } from '../../../shared/play-quiz';

const { method, path } = ENDPOINTS.quiz.start;

/** POST /api/questions: a new quiz for these settings. */
export function startQuiz(settings: QuizSettings): Promise<QuizResponse> {
  return apiJson<QuizResponse>(method, path, settings);
}

/** A quiz of these settings; `variant` tells apart two runs of the same endpoint (the URL's settings, 'mistakes'). */
export function startQuizSource(settings: QuizSettings, variant: string | null): QuizSource {
  return { key: [path, variant], load: () => startQuiz(settings) };
}
