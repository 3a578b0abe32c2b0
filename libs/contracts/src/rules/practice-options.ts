import type { QuizSettings } from '../quiz';

/** Tries a practice question allows (SPEC §9: minimum 1, default 3); the upper bound keeps one quiz bounded. */
export const MAX_ATTEMPTS = { min: 1, max: 10, default: 3 } as const;

/** How a quiz runs: one try each, or practice mode's tries, hints and explanations. */
export interface PracticeOptions {
  isPracticeMode: boolean;
  maxAttempts: number;
  showHints: boolean;
  showExplanationAfterEachAttempt: boolean;
}

/**
 * The one rule for practice options, applied by the server when it stores a quiz and by the browser when
 * it runs one: outside practice mode one try and no hints; in practice mode `maxAttempts` tries
 * (default 3, within MAX_ATTEMPTS), hints and explanations after each try unless turned off.
 */
export function resolvePracticeOptions(
  settings: Pick<
    Partial<QuizSettings>,
    'isPracticeMode' | 'maxAttempts' | 'showHints' | 'showExplanationAfterEachAttempt'
  >,
): PracticeOptions {
  const practice = settings.isPracticeMode === true;
  const attempts = settings.maxAttempts ?? MAX_ATTEMPTS.default;
  return {
    isPracticeMode: practice,
    maxAttempts: practice ? Math.min(MAX_ATTEMPTS.max, Math.max(MAX_ATTEMPTS.min, attempts)) : 1,
    showHints: practice && settings.showHints !== false,
    showExplanationAfterEachAttempt: settings.showExplanationAfterEachAttempt !== false,
  };
}
