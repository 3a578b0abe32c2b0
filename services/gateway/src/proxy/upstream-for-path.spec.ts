import { IDENTITY_ROUTES } from '@grammarpath/contracts';
import { upstreamForPath } from './upstream-for-path';

describe('upstreamForPath', () => {
  it.each(IDENTITY_ROUTES.map((path) => [path]))('sends %s to identity', (path) => {
    expect(upstreamForPath(path)).toBe('identity');
    expect(upstreamForPath(`${path}?x=1`)).toBe('identity');
    expect(upstreamForPath(`${path}/`)).toBe('identity');
  });

  it.each([
    '/api/learning-paths',
    '/api/user/achievements',
    '/api/user/learning-path-progress',
    '/api/questions',
    '/api',
  ])('sends %s to learning', (path) => {
    expect(upstreamForPath(path)).toBe('learning');
  });

  it.each([
    '/',
    '/quiz',
    '/apix',
    '/health',
    '/remotes.json',
    '/api/docs',
    '/api/docs-json',
    '/api/docs/index.html',
  ])('does not proxy %s', (path) => {
    expect(upstreamForPath(path)).toBeNull();
  });
});
