import { loadRemote } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered } from './remotes-config';

const modules = new Map<string, Promise<unknown>>();
const failed = new Set<string>();

/**
 * Loads an exposed module ('mfe_paths/routes') once and keeps the promise, so React's `use` sees the
 * same promise on every render, including the render that turns a rejection into an error. A failed
 * load stays failed until `forgetFailedRemoteModules` (the Retry button) lets the next render try again.
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
    loading.catch(() => failed.add(id));
    modules.set(id, loading);
  }
  return loading as Promise<T>;
}

export function forgetFailedRemoteModules(): void {
  for (const id of failed) modules.delete(id);
  failed.clear();
}
