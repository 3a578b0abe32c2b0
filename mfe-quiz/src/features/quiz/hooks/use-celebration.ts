import { useEffect, useRef, type RefObject } from 'react';

/** A short lift of the element: under 600 ms, never under prefers-reduced-motion. */
const PULSE: Keyframe[] = [
  { transform: 'scale(1)', offset: 0 },
  { transform: 'scale(1.015)', offset: 0.4 },
  { transform: 'scale(1)', offset: 1 },
];
const POP: Keyframe[] = [
  { transform: 'scale(0.4)', opacity: 0 },
  { transform: 'scale(1.25)', opacity: 1, offset: 0.6 },
  { transform: 'scale(1)', opacity: 1 },
];
export const CELEBRATION_MS = 450;

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Plays a short animation on the element each time `trigger` (a growing count of checks) goes past the last
 * one played — not for the value of the first render (a resumed quiz does not celebrate old answers), nor
 * again when the learner comes back to a question: 'pulse' for the question, 'pop' for a checkmark or "+1".
 */
export function useCelebration(
  ref: RefObject<HTMLElement | null>,
  trigger: number | undefined,
  kind: 'pulse' | 'pop',
): void {
  const played = useRef(trigger ?? 0);
  useEffect(() => {
    if (trigger === undefined || trigger <= played.current) return;
    played.current = trigger;
    const element = ref.current;
    if (!element || typeof element.animate !== 'function' || prefersReducedMotion()) return;
    element.animate(kind === 'pulse' ? PULSE : POP, { duration: CELEBRATION_MS, easing: 'ease-out' });
  }, [ref, trigger, kind]);
}
