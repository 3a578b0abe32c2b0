/**
 * The quiz being played in this tab, by where its questions came from, so that a reload resumes it
 * (sessionStorage: per tab, gone with the tab). Storage that is unavailable only means no resume.
 */
const PREFIX = 'gp.quiz-run:';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

const keyOf = (sourceKey: readonly unknown[]) => PREFIX + JSON.stringify(sourceKey);

export function storedQuizId(sourceKey: readonly unknown[]): string | undefined {
  try {
    return storage()?.getItem(keyOf(sourceKey)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeQuizId(sourceKey: readonly unknown[], quizId: string): void {
  try {
    storage()?.setItem(keyOf(sourceKey), quizId);
  } catch {
    // No resume then.
  }
}

export function forgetQuizId(sourceKey: readonly unknown[]): void {
  try {
    storage()?.removeItem(keyOf(sourceKey));
  } catch {
    // Nothing stored.
  }
}
