import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export type PreloadableLazy<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the code; once it is there, the component renders at once instead of suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy whose code can be loaded ahead of rendering. Hydrating a prerendered page with its code
 * already loaded finishes in one pass: a lazy component suspends even when its chunk is cached (import()
 * answers a new promise), leaving its part of the page not hydrated, and not answering, a while longer.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  const component = lazy(() =>
    loaded
      ? // Already fulfilled: React reads it without suspending.
        ({
          then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }),
        } as Promise<{
          default: ComponentType<P>;
        }>)
      : load().then((value) => ({ default: value })),
  );
  return Object.assign(component, {
    async preload() {
      loaded ??= await load();
    },
  });
}
