import {
  CEFR_LEVELS,
  CEFR_LEVELS_BY_DIFFICULTY,
  DIFFICULTY_LEVELS,
  GRAMMAR_TOPICS,
  LANGUAGES,
  QUESTION_TYPES,
} from './index';

describe('contract enumerations', () => {
  it('match SPEC §3', () => {
    expect(QUESTION_TYPES).toHaveLength(5);
    expect(CEFR_LEVELS).toEqual(['a1', 'a2', 'b1', 'b2', 'c1', 'c2']);
    expect(GRAMMAR_TOPICS).toHaveLength(16);
    expect(new Set(GRAMMAR_TOPICS).size).toBe(16);
    expect(LANGUAGES).toEqual(['en', 'ja', 'vi', 'zh']);
  });

  it('give every difficulty two CEFR levels, each level to one difficulty', () => {
    expect(Object.keys(CEFR_LEVELS_BY_DIFFICULTY)).toEqual([...DIFFICULTY_LEVELS]);
    expect(Object.values(CEFR_LEVELS_BY_DIFFICULTY).flat()).toEqual([...CEFR_LEVELS]);
  });
});
