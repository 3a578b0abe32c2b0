import { MAX_ATTEMPTS, type QuizSettings } from '@grammarpath/contracts';
import { type Quiz } from './quiz.entity';

export type PracticeOptions = Pick<
  Quiz,
  'isPracticeMode' | 'maxAttempts' | 'showHints' | 'showExplanationAfterEachAttempt'
>;

/** Practice mode allows maxAttempts tries (default 3), hints and explanations after each try; a quiz allows one. */
export function practiceOptions(settings: Partial<QuizSettings>): PracticeOptions {
  const practice = settings.isPracticeMode ?? false;
  return {
    isPracticeMode: practice,
    maxAttempts: practice ? (settings.maxAttempts ?? MAX_ATTEMPTS.default) : 1,
    showHints: practice && (settings.showHints ?? true),
    showExplanationAfterEachAttempt: settings.showExplanationAfterEachAttempt ?? true,
  };
}
