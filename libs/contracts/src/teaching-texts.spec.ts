import { contentLanguageOf } from './teaching-texts';

describe('contentLanguageOf', () => {
  it('takes the parameter when it names a language', () => {
    expect(contentLanguageOf('vi', 'ja')).toBe('vi');
    expect(contentLanguageOf('ZH', undefined)).toBe('zh');
  });

  it('falls back to Accept-Language, most preferred supported language first', () => {
    expect(contentLanguageOf(undefined, 'ja-JP,ja;q=0.9,en;q=0.8')).toBe('ja');
    expect(contentLanguageOf('fr', 'fr-FR, zh-CN;q=0.7, en;q=0.8')).toBe('en');
    expect(contentLanguageOf(undefined, 'en;q=0.2, vi')).toBe('vi');
  });

  it('gives English when nothing supported is asked for', () => {
    expect(contentLanguageOf(undefined, undefined)).toBe('en');
    expect(contentLanguageOf(['ja'], 'fr, de;q=0.5, *')).toBe('en');
    expect(contentLanguageOf(undefined, 'ja;q=0')).toBe('en');
  });
});
