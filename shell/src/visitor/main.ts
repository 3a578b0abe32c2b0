import { prerenderedState } from '../prerender/prerendered-state';

// The entry of the visitor's prerendered pages (DESIGN.md §8), kept small: the browser paints the page before
// the islands' code is even fetched (a deferred script that arrives at once would run before that paint).
if (prerenderedState()) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      import('./hydrate-islands').catch((error: unknown) => {
        // Without the islands' code the page cannot be hydrated: at least its links and text stay usable.
        document.getElementById('root')?.removeAttribute('inert');
        console.error('Loading the page code failed', error);
      });
    }),
  );
}
