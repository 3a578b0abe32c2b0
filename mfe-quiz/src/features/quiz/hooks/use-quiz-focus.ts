import { useEffect, useRef } from 'react';

/**
 * Focus through a quiz run: a new question focuses its heading (not on the first render); after a check
 * the Submit button is gone, so focus moves to what comes next (Try Again, or Next / Finish).
 */
export function useQuizFocus(index: number, feedback: unknown) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const focusAfterCheck = useRef(false);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  useEffect(() => {
    if (!focusAfterCheck.current || !feedback) return;
    focusAfterCheck.current = false;
    (retryRef.current ?? nextRef.current)?.focus();
  }, [feedback]);

  return {
    headingRef,
    nextRef,
    retryRef,
    /** Call when a check succeeds: focus moves once its feedback shows. */
    afterCheck: () => {
      focusAfterCheck.current = true;
    },
  };
}
