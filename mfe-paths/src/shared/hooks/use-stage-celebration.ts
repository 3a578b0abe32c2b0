import { useCallback, type ReactNode } from 'react';
import { useCelebration } from '@grammarpath/platform';

export interface StageCelebrationOptions {
  title: string;
  message: ReactNode;
}

/**
 * The stage celebration through the platform's one celebration dialog: resolves when the learner
 * continues (or the dialog closes).
 */
export function useStageCelebration(): (options: StageCelebrationOptions) => Promise<void> {
  const { celebrate } = useCelebration();
  return useCallback(
    ({ title, message }: StageCelebrationOptions) =>
      new Promise<void>((resolve) => celebrate({ type: 'stage', title, message, onContinue: resolve })),
    [celebrate],
  );
}
