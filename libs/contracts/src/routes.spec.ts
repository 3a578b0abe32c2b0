import { REMOTE_NAMES, REMOTES, remoteRoutePatterns } from './remotes';
import { ROUTES, type RouteName } from './routes';
import type { QuizSettings } from './quiz';

describe('routes', () => {
  it('builds the quiz link of SPEC §2 that reads back to the same settings', () => {
    const settings: QuizSettings = {
      difficultyLevel: 'beginner',
      questionTypes: ['fill_blank'],
      questionCount: 10,
      isPracticeMode: false,
    };
    const href = ROUTES.quiz.href(settings);
    expect(href.startsWith('/quiz?settings=')).toBe(true);
    const raw = new URLSearchParams(href.split('?')[1]).get('settings') ?? '';
    expect(JSON.parse(raw)).toEqual(settings);
  });

  it('fills the patterns with ids', () => {
    expect(ROUTES.pathDetail.href(3)).toBe('/learning-path/3');
    expect(ROUTES.pathJourney.href(3)).toBe('/learning-paths/3');
    expect(ROUTES.journeyOf.href('7')).toBe('/learning-journey/7');
    expect(ROUTES.stage.href(3, 12)).toBe('/learning-paths/3/stages/12');
    expect(ROUTES.results.href()).toBe('/results');
  });

  it('gives every pattern with parameters an href that fills each one', () => {
    const withParameters = Object.values(ROUTES).filter((route) => route.pattern.includes(':'));
    for (const route of withParameters) {
      const filled = (route.href as (...ids: number[]) => string)(1, 2);
      expect(filled).not.toContain(':');
      expect(filled.split('/')).toHaveLength(route.pattern.split('/').length);
    }
  });

  it('gives every page to one owner: the shell or exactly one remote', () => {
    const owners = new Map<RouteName, string>();
    for (const remote of REMOTE_NAMES)
      for (const route of REMOTES[remote].routes) {
        expect(owners.get(route)).toBeUndefined();
        owners.set(route, remote);
      }
    expect(remoteRoutePatterns('mfe_quiz')).toEqual([
      '/quiz',
      '/results',
      '/daily-challenge',
      '/mistakes-review',
      '/placement',
    ]);
  });
});
