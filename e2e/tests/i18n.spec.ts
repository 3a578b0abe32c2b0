import { expect, test, type Page } from '@playwright/test';
import { en as commonEn } from '../../shell/src/i18n/common/en';
import { en as widgetsEn } from '../../shell/src/widgets/i18n/en';
import { newLearner, registerByApi } from '../support/learner';
import { closeGrammarGuide } from '../support/widgets';

function flatten(bundle: unknown, out: string[] = []): string[] {
  for (const value of Object.values(bundle as Record<string, unknown>)) {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') flatten(value, out);
  }
  return out;
}

/** Words that are the same in a translation (the brand; 'Email' in Vietnamese). */
const SAME_IN_TRANSLATION = new Set(['GrammarPath', 'Email']);

/** The English UI strings of the frame (the shell's common namespace and the widgets). */
const ENGLISH = [...flatten(commonEn), ...flatten(widgetsEn)].filter(
  (text) => !text.includes('{{') && text.length >= 3 && !SAME_IN_TRANSLATION.has(text),
);

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return `${document.body.innerText}\n${labels.join('\n')}`;
  });
}

for (const language of ['ja', 'vi', 'zh'] as const) {
  test(`the frame shows no English UI text in ${language}`, async ({ page }) => {
    test.setTimeout(90_000);
    const english = ENGLISH;
    await closeGrammarGuide(page);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);

    const check = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await ready();
      const text = await visibleText(page);
      expect(
        english.filter((phrase) => text.includes(phrase)),
        `English text on ${path}`,
      ).toEqual([]);
    };
    const header = () => expect(page.getByRole('banner')).toBeVisible();
    await check('/', header);
    await check('/auth', header);
    await check('/no/such/page', header);
    await registerByApi(page.request, newLearner(`i18n_${language}`));
    await check('/', () => expect(page.getByTestId('home-feedback')).toBeVisible());
    await check('/settings', header);
    await page.locator('.ant-float-btn').nth(1).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const dialogText = await visibleText(page);
    expect(
      english.filter((phrase) => dialogText.includes(phrase)),
      'English text in the feedback dialog',
    ).toEqual([]);
  });
}
