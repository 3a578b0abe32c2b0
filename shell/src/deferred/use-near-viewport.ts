import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * False until the element (given the returned ref) has come within `rootMargin` of the viewport (an
 * IntersectionObserver margin: '100% 0px' is one screen above and below), then true for good. True at once
 * where the browser has no IntersectionObserver.
 */
export function useNearViewport<T extends Element>(rootMargin: string): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // On the server, false like the browser's first render.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near];
}
