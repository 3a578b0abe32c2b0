import { use, type ComponentType } from 'react';

/** A promise React's `use` reads without suspending once it has settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A component that suspends until its code has loaded, and `preload`, which loads that code (once). */
export type OnDemand<P extends object> = ComponentType<P> & {
  /** Loads its code (a route's RouteHandle.preload, a menu on intent): the component then renders at once. */
  preload: () => Promise<ComponentType<P>>;
};

/** How each component whose load failed forgets it. */
const failedLoads = new Set<() => void>();

/**
 * A component whose code is fetched when it is first rendered (or preloaded), not with the module that uses it:
 * a remote's pages, each loaded when its route is visited rather than every page with the routes module (and
 * the antd components they use); the quiz's summary, once a quiz ends; the shell's own pages, dialogs and
 * menus. The shell loads a route's page before hydrating a page its renderer drew, and the renderer before
 * rendering one (RouteHandle.preload): a preloaded component renders in the same pass, where one that
 * suspends would leave its part of the page not hydrated a while longer. A failed load stays failed until
 * `forgetFailedLoads` (the remote boundary's Retry) lets the next render try again.
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
  function OnDemandComponent(props: P) {
    const code = preload() as Tracked<ComponentType<P>>;
    // Loaded: rendered at once (`use` would still mark this render as reading a promise).
    const Loaded =
      code.status === 'fulfilled' && code.value ? code.value : use(code as Promise<ComponentType<P>>);
    return <Loaded {...props} />;
  }
  return Object.assign(OnDemandComponent, { preload });
}

/** Lets every component whose code failed to load try again at its next render. */
export function forgetFailedLoads(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}
