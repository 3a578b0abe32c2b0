import { use, type ComponentType } from 'react';

/** A promise React's `use` reads without suspending once it has settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface OnDemand<P extends object> {
  /** The component: suspends until its code has loaded. */
  Component: ComponentType<P>;
  /** Loads its code, once (a route's RouteHandle.preload, say). */
  preload: () => Promise<ComponentType<P>>;
}

/** How each component whose load failed forgets it. */
const failedLoads = new Set<() => void>();

/**
 * A component whose code is fetched when it is first rendered (or preloaded), not with the module that uses it:
 * a remote's pages, each loaded when its route is visited rather than every page with the routes module (and
 * the antd components they use); the quiz's summary, once a quiz ends. The shell loads a route's page before
 * hydrating a page its renderer drew, and the renderer before rendering one (RouteHandle.preload). A failed
 * load stays failed until `forgetFailedLoads` (the remote boundary's Retry) lets the next render try again.
 */
export function onDemand<P extends object = object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Tracked<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    if (!loading) {
      const tracked: Tracked<ComponentType<P>> = load();
      tracked.then(
        (value) => Object.assign(tracked, { status: 'fulfilled', value }),
        (reason: unknown) => {
          Object.assign(tracked, { status: 'rejected', reason });
          failedLoads.add(() => {
            if (loading === tracked) loading = undefined;
          });
        },
      );
      loading = tracked;
    }
    return loading;
  };
  function Component(props: P) {
    const page = preload() as Tracked<ComponentType<P>>;
    // Loaded: rendered at once (`use` would still mark this render as reading a promise).
    const Loaded =
      page.status === 'fulfilled' && page.value ? page.value : use(page as Promise<ComponentType<P>>);
    return <Loaded {...props} />;
  }
  return { Component, preload };
}

/** Lets every component whose code failed to load try again at its next render. */
export function forgetFailedLoads(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}
