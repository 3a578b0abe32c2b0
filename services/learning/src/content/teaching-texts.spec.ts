import { localizedQuestion, localizedTexts } from './teaching-texts';

describe('localizedTexts', () => {
  const english = { name: 'The Verb Be', description: '<p>Use <strong>be</strong>.</p>' };
  const translations = {
    ja: { name: '<en>be</en> 動詞' },
    vi: { name: 'Động từ <en>be</en>', description: '' },
  };

  it('gives each translated text in the language asked for, the others in English, and the originals', () => {
    expect(localizedTexts(english, translations, 'ja')).toEqual({
      texts: { name: '<en>be</en> 動詞', description: english.description },
      english: { name: 'The Verb Be' },
    });
  });

  it('treats an empty translation as none', () => {
    expect(localizedTexts(english, translations, 'vi').english).toEqual({ name: 'The Verb Be' });
  });

  it('gives English and no originals for English, a language without translations, or none at all', () => {
    for (const [language, given] of [
      ['en', translations],
      ['zh', translations],
      ['ja', null],
    ] as const)
      expect(localizedTexts(english, given, language)).toEqual({ texts: english, english: {} });
  });
});

describe('localizedQuestion', () => {
  const question = {
    id: 7,
    instruction: 'Choose the correct answer.',
    prompt: null,
    explanation: 'Use an before a vowel sound.',
    detailedExplanation: null,
    errorNote: null,
    optionNotes: { a: 'Apple starts with a vowel sound.', the: 'This is the first mention.' },
    translations: {
      zh: {
        instruction: '选择正确的答案。',
        explanation: '在元音前用 <en>an</en>。',
        optionNotes: { a: '<en>apple</en> 以元音开头。' },
      },
    },
  };

  it('replaces translated texts and notes, option by option, keeping the row untouched', () => {
    const zh = localizedQuestion(question, 'zh');
    expect(zh).toMatchObject({
      id: 7,
      instruction: '选择正确的答案。',
      explanation: '在元音前用 <en>an</en>。',
      optionNotes: { a: '<en>apple</en> 以元音开头。', the: 'This is the first mention.' },
    });
    expect(question.explanation).toBe('Use an before a vowel sound.');
  });

  it('gives the row itself in English or without a translation', () => {
    expect(localizedQuestion(question, 'en')).toBe(question);
    expect(localizedQuestion(question, 'ja')).toBe(question);
  });
});
