import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, REMOTES, type RemoteName } from '@grammarpath/contracts';
import type { RemoteModuleLoader } from '../remotes/load-remote-module';

/** How long the remotes file is trusted before it is read again: a new remote version is used within that. */
const REGISTRY_TTL_MS = 2_000;
const REGISTRY_TIMEOUT_MS = 1_000;

type Registry = Partial<Record<RemoteName, string>>;

/**
 * A remote's server container beside its browser build: `<folder>/mf-manifest.json` → `<folder>/server/mf-manifest.json`
 * (create-server-container-config.ts), resolved against the origin the product is served from.
 */
export function serverManifestUrl(browserManifest: string, origin: string): string {
  const url = new URL(browserManifest, `${origin}/`);
  url.pathname = url.pathname.replace(/[^/]*$/, 'server/mf-manifest.json');
  return url.href;
}

/**
 * The remotes as the browser finds them (/remotes.json, read from `origin` and kept briefly), registered with
 * the renderer's federation runtime as their server containers. When the file names other builds, they are
 * registered again (`force`), and the next page loads them: no restart, no rebuild of the shell.
 */
export class ServerRemotes {
  private registry?: { at: number; key: string };
  private readonly loads = new Map<string, Promise<unknown>>();

  constructor(private readonly origin: string) {}

  /** Reads /remotes.json (when older than its time to live) and registers what changed. */
  async refresh(now = Date.now()): Promise<void> {
    if (this.registry && now - this.registry.at < REGISTRY_TTL_MS) return;
    const response = await fetch(`${this.origin}/remotes.json`, {
      signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    const registry = (await response.json()) as Registry;
    const remotes = REMOTE_NAMES.filter((name) => typeof registry[name] === 'string').map((name) => ({
      name,
      entry: serverManifestUrl(registry[name] as string, this.origin),
    }));
    const key = JSON.stringify(remotes);
    if (key !== this.registry?.key) {
      registerRemotes(remotes, { force: this.registry !== undefined });
      this.loads.clear();
      this.warmUp(remotes.map(({ name }) => name));
    }
    this.registry = { at: now, key };
  }

  /**
   * Starts loading every module the pages may ask of the newly registered builds (routes and widgets), so
   * that the first page after a start or a new version finds them within its budget.
   */
  private warmUp(names: RemoteName[]): void {
    for (const name of names)
      for (const exposed of ['routes', ...Object.keys(REMOTES[name].widgets)])
        this.load(`${name}/${exposed}`);
  }

  private load(id: string): Promise<unknown> {
    let loading = this.loads.get(id);
    if (!loading) {
      loading = loadRemote(id);
      loading.catch(() => this.loads.delete(id));
      this.loads.set(id, loading);
    }
    return loading;
  }

  /**
   * The page's loader: each exposed module loaded once per registered build and kept (a failed load is tried
   * again by the next page), each page waiting for it at most `budgetMs`. Past it the region is left to the
   * browser (its Suspense boundary renders the fallback and the client renders it), while the load goes on
   * for the next page.
   */
  loader(budgetMs: number): RemoteModuleLoader {
    return (id) => withinBudget(this.load(id), budgetMs, id);
  }
}

function withinBudget<T>(promise: Promise<T>, budgetMs: number, id: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${id} took more than ${budgetMs} ms`)), budgetMs);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
