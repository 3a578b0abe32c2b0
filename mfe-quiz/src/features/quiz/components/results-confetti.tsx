import { useEffect, useState } from 'react';
import Confetti from 'react-confetti';
import { RESULTS_CONFETTI } from '@grammarpath/contracts';

/** Confetti for RESULTS_CONFETTI.durationMs, then the pieces in flight finish falling. */
export function ResultsConfetti() {
  const [running, setRunning] = useState(true);
  const [size, setSize] = useState({ width: window.innerWidth, height: window.innerHeight });
  useEffect(() => {
    const timer = window.setTimeout(() => setRunning(false), RESULTS_CONFETTI.durationMs);
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  if (!running) return null;
  return (
    <div
      data-testid="results-confetti"
      aria-hidden
      style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1000 }}
    >
      <Confetti width={size.width} height={size.height} numberOfPieces={RESULTS_CONFETTI.pieces} />
    </div>
  );
}
