import { languageFiles } from './language-files';
import { translationProblems } from './translation-completeness';

describe('translationProblems', () => {
  it('finds missing, empty, extra and mismatched-variable keys', () => {
    expect(
      translationProblems('demo', {
        en: { a: 'A', b: { c: 'Hello {{name}}' }, d: 'D' },
        ja: { a: 'あ', b: { c: 'こんにちは' }, e: 'extra' },
        vi: { a: ' ', b: { c: 'Xin chào {{name}}' }, d: 'D' },
        zh: { a: '甲', b: { c: '你好 {{name}}' }, d: '丁' },
      }),
    ).toEqual([
      'demo.ja: b.c has {{}} instead of {{name}}',
      'demo.ja: d is missing',
      'demo.ja: e is not in English',
      'demo.vi: a is missing',
    ]);
  });

  it.each([
    ['platform', '../i18n/platform'],
    ['readAloud', '../read-aloud/i18n'],
    ['celebration', '../celebration/i18n'],
  ])('the platform namespace %s is complete in every language', async (namespace, folder) => {
    const bundles = await languageFiles((language) => import(`${folder}/${language}`));
    expect(translationProblems(namespace, bundles)).toEqual([]);
  });
});
