import { readFileSync } from 'node:fs';
import { GRAMMAR_TOPICS, QUESTION_TYPES } from '@grammarpath/contracts';
import { GrammarTipsService, parseGrammarTips, TIPS_FILE } from './grammar-tips.service';

describe('grammar tips', () => {
  it('serves the real file: every topic, every question type and five numbered general tips in four languages', () => {
    const { tips, etag } = new GrammarTipsService();
    expect(Object.keys(tips.topics).sort()).toEqual([...GRAMMAR_TOPICS].sort());
    expect(Object.keys(tips.questionTypes).sort()).toEqual([...QUESTION_TYPES].sort());
    expect(tips.general.map((tip) => tip.number)).toEqual([1, 2, 3, 4, 5]);
    expect(tips.general[0].en).toMatch(/15 minutes/);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('marks the English inside the Japanese and Chinese tips, so it is shown as English', () => {
    const { tips } = new GrammarTipsService();
    const all = [
      ...Object.values(tips.topics).flat(),
      ...Object.values(tips.questionTypes).flat(),
      ...tips.general,
    ];
    const unmarked = all.flatMap((tip) =>
      (['ja', 'zh'] as const)
        .map((language) => tip[language].replace(/<en>[^<]*<\/en>/g, ''))
        .filter((rest) => /[A-Za-z<>]/.test(rest)),
    );
    expect(unmarked).toEqual([]);
  });

  it('refuses a file with a tip missing a language', () => {
    const data = JSON.parse(readFileSync(TIPS_FILE, 'utf8')) as {
      topics: Record<string, Array<Record<string, string>>>;
    };
    delete data.topics.articles[1].vi;
    expect(() => parseGrammarTips(JSON.stringify(data))).toThrow(/topics\.articles/);
  });
});
