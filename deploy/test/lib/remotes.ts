import { REMOTE_NAMES, REMOTES, type RemoteName } from '@grammarpath/contracts';

/** A remote's deployable (image, Deployment, Service, compose service): mfe_quiz → mfe-quiz. */
export const deployableOf = (remote: RemoteName): string => remote.replaceAll('_', '-');

/** The remotes' deployables, in the registry's order. */
export const REMOTE_DEPLOYABLES = REMOTE_NAMES.map(deployableOf);

/** The path a remote is served under, as a route: /mfe/quiz (its mount without the trailing slash). */
export const remotePath = (remote: RemoteName): string => REMOTES[remote].mount.replace(/\/$/, '');

/** The manifest URL a remote has by default: under this origin, at its mount. */
export const defaultManifestUrl = (remote: RemoteName): string => `${REMOTES[remote].mount}mf-manifest.json`;

/** The remotes file the shell serves when nothing repoints a remote: remote name → default manifest URL. */
export const DEFAULT_REMOTES_FILE = Object.fromEntries(
  REMOTE_NAMES.map((remote) => [remote, defaultManifestUrl(remote)]),
);
