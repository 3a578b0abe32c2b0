import { frontendMounts, isSpaRoute } from './frontend-mounts';

describe('frontendMounts', () => {
  it('maps the shell and the three remotes to their dist folders', () => {
    expect(frontendMounts('/repo')).toEqual([
      { prefix: '/mfe/quiz', folder: '/repo/mfe-quiz/dist' },
      { prefix: '/mfe/paths', folder: '/repo/mfe-paths/dist' },
      { prefix: '/mfe/progress', folder: '/repo/mfe-progress/dist' },
      { prefix: '', folder: '/repo/shell/dist' },
    ]);
  });
});

describe('isSpaRoute', () => {
  it.each(['/', '/auth', '/quiz', '/learning-paths/3/stages/4', '/does-not-exist'])(
    'serves index.html at %s',
    (path) => {
      expect(isSpaRoute('GET', path)).toBe(true);
    },
  );

  it.each([
    '/api/user',
    '/api',
    '/mfe/quiz/missing',
    '/health/ready',
    '/remotes.json',
    '/main.js',
    '/favicon.ico',
  ])('does not at %s', (path) => {
    expect(isSpaRoute('GET', path)).toBe(false);
  });

  it('only answers reads', () => {
    expect(isSpaRoute('POST', '/quiz')).toBe(false);
  });
});
