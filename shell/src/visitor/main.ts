import { prerenderedState } from '../prerender/prerendered-state';

/** Resolves in a task of its own: the browser handles input and paints in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The islands' code, evaluated in steps of a task each (React DOM, the providers every island renders in,
 * then the islands): in one step its evaluation was a single long task, blocking input for all of it.
 */
async function hydrateIslands(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./island-root');
  await nextTask();
  await import('./hydrate-islands');
}

// The entry of the visitor's prerendered pages (DESIGN.md §8), kept small: the browser paints the page before
// the islands' code is even fetched (a deferred script that arrives at once would run before that paint).
if (prerenderedState()) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      hydrateIslands().catch((error: unknown) => {
        // Without the islands' code the page cannot be hydrated: at least its links and text stay usable.
        document.getElementById('root')?.removeAttribute('inert');
        console.error('Loading the page code failed', error);
      });
    }),
  );
}
