import { ROUTES, type RouteName } from '@grammarpath/contracts';
import { en } from '../i18n/common/en';
import { documentTitleOf, pageOfPath } from './document-title';

describe('document titles', () => {
  it.each([
    ['/', 'home'],
    ['/auth', 'auth'],
    ['/about', 'about'],
    ['/settings', 'settings'],
    ['/quiz', 'quiz'],
    ['/learning-paths', 'paths'],
    ['/learning-paths/3', 'pathJourney'],
    ['/learning-path/3', 'pathDetail'],
    ['/learning-paths/3/stages/12', 'stage'],
    ['/progress', 'progress'],
    ['/no/such/page', 'notFound'],
    ['/learning-paths/3/stages', 'notFound'],
  ])('finds the page of %s: %s', (path, page) => {
    expect(pageOfPath(path)).toBe(page);
  });

  it('gives every route of contracts a title of its own', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) expect(en.title[name]).toBeTruthy();
  });

  it('reads "<page> · GrammarPath"', () => {
    const t = (key: string) =>
      key === 'brand' ? en.brand : en.title[key.replace('title.', '') as keyof typeof en.title];
    expect(documentTitleOf('quiz', t)).toBe('Quiz · GrammarPath');
    expect(documentTitleOf('notFound', t)).toBe('Page not found · GrammarPath');
  });
});
