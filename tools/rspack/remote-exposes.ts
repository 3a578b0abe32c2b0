// The build config runs in Node before any package is built: it reads the registry from its source.
import { REMOTES, type RemoteName } from '../../libs/contracts/src/remotes';

/** What a remote must expose: `./routes` and `./<widget>` for each widget the remote registry gives it. */
export function expectedExposes(name: RemoteName): string[] {
  return ['./routes', ...Object.keys(REMOTES[name].widgets).map((widget) => `./${widget}`)].sort();
}

/**
 * The remote's `exposes`, checked against the registry (libs/contracts/src/remotes.ts): the shell loads
 * exactly `./routes` and the registry's widgets, so a missing or extra module fails the build here rather
 * than a page at run time.
 */
export function checkedExposes(name: RemoteName, exposes: Record<string, string>): Record<string, string> {
  const expected = expectedExposes(name);
  const actual = Object.keys(exposes).sort();
  if (expected.join('\n') !== actual.join('\n'))
    throw new Error(
      `${name} exposes ${actual.join(', ') || 'nothing'}, but the remote registry ` +
        `(libs/contracts/src/remotes.ts) gives it ${expected.join(', ')}`,
    );
  return exposes;
}
