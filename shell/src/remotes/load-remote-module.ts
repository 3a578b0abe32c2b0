import { loadRemote } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered } from './remotes-config';

const modules = new Map<string, Promise<unknown>>();

/**
 * Loads an exposed module ('mfe_paths/routes') once and keeps the promise, so React's `use` sees the
 * same promise on every render. A failed load is forgotten, so the next attempt (Retry) loads again.
 */
export function loadRemoteModule<T>(id: string): Promise<T> {
  let loading = modules.get(id);
  if (!loading) {
    loading = ensureRemotesRegistered()
      .then(() => loadRemote<T>(id))
      .then((module) => {
        if (!module) throw new Error(`Remote module ${id} is empty`);
        return module;
      });
    loading.catch(() => modules.delete(id));
    modules.set(id, loading);
  }
  return loading as Promise<T>;
}
