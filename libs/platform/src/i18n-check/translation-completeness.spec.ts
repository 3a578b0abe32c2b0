import { celebrationTranslations } from '../celebration/celebration-translations';
import { platformTranslations } from '../i18n/platform-translations';
import { readAloudTranslations } from '../read-aloud/read-aloud-translations';
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
    ['platform', platformTranslations],
    ['readAloud', readAloudTranslations],
    ['celebration', celebrationTranslations],
  ])('the platform namespace %s is complete in every language', (namespace, bundles) => {
    expect(translationProblems(namespace, bundles)).toEqual([]);
  });
});
