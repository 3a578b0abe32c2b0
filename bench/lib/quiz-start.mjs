// The address of the quiz a learner starts from the home page's quiz setup with its defaults, built by mfe-quiz's
// own code (its TypeScript read through jiti, the contracts from their source): what the bench measures as /quiz.
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { repoRoot } from '../../scripts/lib/run.mjs';

const jiti = createJiti(import.meta.url, {
  alias: { '@grammarpath/contracts': join(repoRoot, 'libs', 'contracts', 'src', 'index.ts') },
});
const QUIZ_SETUP = join(repoRoot, 'mfe-quiz', 'src', 'features', 'quiz-setup', 'model', 'quiz-setup.ts');

/** `/quiz?settings=…`: where Start Quiz goes with the quiz setup's choices untouched. */
export async function defaultQuizPath() {
  const { defaultQuizHref } = await jiti.import(QUIZ_SETUP);
  return defaultQuizHref();
}
