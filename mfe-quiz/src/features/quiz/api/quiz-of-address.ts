import type { QuizSettings } from '@grammarpath/contracts';
import type { QuizSource } from '../../../shared/play-quiz';
import { parseQuizSettings } from '../model/quiz-settings';
import { startQuizSource } from './start-quiz';

/** The query parameter of /quiz that holds the quiz's settings (ROUTES.quiz.href). */
export const SETTINGS_PARAM = 'settings';

/**
 * The quiz /quiz?settings=… plays, from the parameter's raw value: its settings and where its questions come
 * from; undefined when the settings are missing, unreadable or outside the contract.
 */
export function quizOfAddress(
  raw: string | null,
): { settings: QuizSettings; source: QuizSource } | undefined {
  const settings = parseQuizSettings(raw);
  return settings && { settings, source: startQuizSource(settings, raw) };
}
