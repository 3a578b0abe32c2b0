import {
  allPrerenderedStates,
  documentLanguage,
  documentTheme,
  isKnownPage,
  prerenderedFileName,
  prerenderedPageFor,
} from './prerendered-pages';

describe('prerenderedPageFor', () => {
  it('gives the welcome page at /, the forms at /auth and the 404 page on unknown paths', () => {
    expect(prerenderedPageFor('/')).toBe('home');
    expect(prerenderedPageFor('/auth')).toBe('auth');
    expect(prerenderedPageFor('/no-such-page')).toBe('not-found');
    expect(prerenderedPageFor('/learning-paths/3/stages/x/extra')).toBe('not-found');
  });

  it.each(['/quiz', '/learning-paths/3/stages/4', '/learning-path/7', '/progress', '/settings', '/about'])(
    'leaves %s to the client',
    (path) => {
      expect(isKnownPage(path)).toBe(true);
      expect(prerenderedPageFor(path)).toBeNull();
    },
  );
});

describe('documentLanguage', () => {
  it('takes the query parameter first, then the cookie, then Accept-Language', () => {
    expect(documentLanguage({ query: 'vi', cookie: 'ja', acceptLanguage: 'zh' })).toBe('vi');
    expect(documentLanguage({ query: 'xx', cookie: 'ja', acceptLanguage: 'zh' })).toBe('ja');
    expect(documentLanguage({ cookie: 'fr', acceptLanguage: 'zh-CN,zh;q=0.9' })).toBe('zh');
  });

  it('ranks Accept-Language by quality and skips what it does not support', () => {
    expect(documentLanguage({ acceptLanguage: 'fr-FR, ja;q=0.5, vi;q=0.8' })).toBe('vi');
    expect(documentLanguage({ acceptLanguage: 'ja-JP;q=0, en;q=0.1' })).toBe('en');
    expect(documentLanguage({ acceptLanguage: 'de' })).toBe('en');
    expect(documentLanguage({})).toBe('en');
  });
});

describe('documentTheme', () => {
  it('takes a mood theme from the cookie, else calm', () => {
    expect(documentTheme('serene')).toBe('serene');
    expect(documentTheme('<script>')).toBe('calm');
    expect(documentTheme(undefined)).toBe('calm');
  });
});

describe('allPrerenderedStates', () => {
  it('names one file per page, language and theme', () => {
    const names = allPrerenderedStates().map(prerenderedFileName);
    expect(names).toHaveLength(3 * 4 * 5);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('auth.ja.focused.html');
  });
});
