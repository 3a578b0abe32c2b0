import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/hydrated';
import { newLearner, registerByApi } from '../support/learner';
import { answerCurrent, FILL_BLANK, openQuiz, quizUrl } from '../support/quiz-play';

const REPO = join(__dirname, '..', '..');

/** The build folder each script address is served from (the gateway's layout). */
function builtFile(pathname: string): string {
  const remote = /^\/mfe\/([^/]+)\/(.+)$/.exec(pathname);
  return remote ? join(REPO, `mfe-${remote[1]}`, 'dist', remote[2]) : join(REPO, 'shell', 'dist', pathname);
}

/** The packages and folders whose code the scripts fetched so far hold, read from the builds' source maps. */
function sourcesOf(scripts: Set<string>): string[] {
  const sources = new Set<string>();
  for (const pathname of scripts) {
    const map = `${builtFile(pathname)}.map`;
    if (!existsSync(map)) continue;
    for (const source of (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources)
      sources.add(source.replace(/^.*node_modules\//, ''));
  }
  return [...sources];
}

function fetchedScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

const holding = (sources: string[], part: string) => sources.filter((source) => source.startsWith(part));

test('a quiz of choices fetches no code for the other question kinds, card tabs, text editing or dialogs until they are needed', async ({
  page,
}) => {
  await registerByApi(page.request, newLearner('code'));
  const scripts = fetchedScripts(page);
  await openQuiz(page, quizUrl(FILL_BLANK));
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  const first = sourcesOf(scripts);
  // The views of the kinds this quiz has none of, with what only they use (dnd-kit, antd's Form and Input).
  expect(holding(first, '@dnd-kit/')).toEqual([]);
  expect(first.filter((source) => /question-kinds\/(rearrange|error-correction)-view/.test(source))).toEqual(
    [],
  );
  expect(holding(first, 'antd/es/form/Form.js')).toEqual([]);
  // What antd's Card (tabs) and Typography (text edited in place) would otherwise bring on every page.
  expect(holding(first, '@rc-component/tabs/')).toEqual([]);
  expect(holding(first, '@rc-component/input/')).toEqual([]);
  // The leave dialog's Modal, before the quiz has answers to lose.
  expect(holding(first, 'antd/es/modal/Modal.js')).toEqual([]);

  await answerCurrent(page, { optionIndex: 0 });
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Leave this quiz?' })).toBeVisible();
  expect(holding(sourcesOf(scripts), 'antd/es/modal/Modal.js')).toHaveLength(1);
});
