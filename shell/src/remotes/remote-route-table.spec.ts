import { REMOTE_NAMES, remoteRoutePatterns } from '@grammarpath/contracts';
import { remoteForPath } from './remote-route-table';

describe('remoteForPath', () => {
  it.each([
    ['/quiz', 'mfe_quiz'],
    ['/results', 'mfe_quiz'],
    ['/learning-paths', 'mfe_paths'],
    ['/learning-path/3', 'mfe_paths'],
    ['/learning-paths/3/stages/7', 'mfe_paths'],
    ['/learning-journey', 'mfe_paths'],
    ['/progress', 'mfe_progress'],
    ['/profile', 'mfe_progress'],
  ])('sends %s to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(REMOTE_NAMES)('sends every page the registry gives %s to it', (remote) => {
    for (const pattern of remoteRoutePatterns(remote))
      expect(remoteForPath(pattern.replace(/:\w+/g, '7'))).toBe(remote);
  });

  it('knows no owner for other paths', () => {
    expect(remoteForPath('/nope')).toBeUndefined();
    expect(remoteForPath('/learning-paths/3/stages')).toBeUndefined();
  });
});
