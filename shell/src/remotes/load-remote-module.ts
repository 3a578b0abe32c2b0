import { loadRemote } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered } from './remotes-config';

/** Loads one exposed module ('mfe_paths/routes'). */
export type RemoteModuleLoader = (id: string) => Promise<unknown>;

const browserLoader: RemoteModuleLoader = (id) => ensureRemotesRegistered().then(() => loadRemote(id));

let loader: RemoteModuleLoader = browserLoader;
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
    loading = loader(id).then((module) => {
      if (!module) throw new Error(`Remote module ${id} is empty`);
      return module;
    });
    // Marked as React's `use` reads a settled promise: a module already loaded renders without suspending.
    const tracked = loading as Promise<unknown> & { status?: string; value?: unknown };
    loading.then(
      (module) => Object.assign(tracked, { status: 'fulfilled', value: module }),
      () => failed.add(id),
    );
    modules.set(id, loading);
  }
  return loading as Promise<T>;
}

export function forgetFailedRemoteModules(): void {
  for (const id of failed) modules.delete(id);
  failed.clear();
}

/**
 * The renderer's way of loading remotes (its server containers, within a time budget) instead of the
 * browser's; it calls this before each page, which also forgets every module promise of the page before.
 */
export function setRemoteModuleLoader(next: RemoteModuleLoader): void {
  loader = next;
  modules.clear();
  failed.clear();
}
