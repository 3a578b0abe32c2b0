import { expect, type Locator } from '@playwright/test';
import { ja } from '../../libs/platform/src/i18n/platform/ja';
import { vi } from '../../libs/platform/src/i18n/platform/vi';
import { zh } from '../../libs/platform/src/i18n/platform/zh';

export type TranslatedLanguage = 'ja' | 'vi' | 'zh';

/** Letters only a text in that language has (kana or kanji; Vietnamese marks; Han characters). */
export const SCRIPT_OF: Record<TranslatedLanguage, RegExp> = {
  ja: /[\u3040-\u30ff\u4e00-\u9fff]/,
  vi: /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i,
  zh: /[\u4e00-\u9fff]/,
};

const SHOW_ENGLISH = { ja: ja.teaching, vi: vi.teaching, zh: zh.teaching };

/**
 * A teaching text came in the learner's language (its own letters, not marked English) and "Show in English"
 * in `block` swaps it for the English original (marked lang="en") and back.
 */
export async function expectTaughtInLanguage(
  block: Locator,
  text: Locator,
  language: TranslatedLanguage,
): Promise<void> {
  await expect(text).toHaveText(SCRIPT_OF[language]);
  await expect(text).not.toHaveAttribute('lang', 'en');
  const translated = (await text.textContent()) ?? '';
  await block.getByRole('button', { name: SHOW_ENGLISH[language].showEnglish }).click();
  await expect(text.locator('xpath=descendant-or-self::*[@lang="en"]').first()).toBeVisible();
  await expect(text).not.toHaveText(SCRIPT_OF[language]);
  await block.getByRole('button', { name: SHOW_ENGLISH[language].showTranslation }).click();
  await expect(text).toHaveText(translated);
}
