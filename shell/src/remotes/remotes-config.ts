import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@grammarpath/contracts';

export const REMOTES_CONFIG_URL = '/remotes.json';

/** The remotes file the gateway serves: remote name → manifest URL (absolute or relative to the page). */
export type RemotesConfig = Record<RemoteName, string>;

let registration: Promise<void> | undefined;

async function fetchAndRegister(): Promise<void> {
  const response = await fetch(REMOTES_CONFIG_URL, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const config = (await response.json()) as Partial<RemotesConfig>;
  registerRemotes(
    REMOTE_NAMES.filter((name) => typeof config[name] === 'string').map((name) => ({
      name,
      entry: new URL(config[name] as string, window.location.href).href,
    })),
    { force: true },
  );
}

/** Fetches /remotes.json and registers the remotes once; a failure is forgotten so a retry fetches again. */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= fetchAndRegister().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}
