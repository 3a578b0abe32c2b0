import { lazy, Suspense, useState } from 'react';
import { useActiveCelebration } from './celebration-store';

const CelebrationDialog = lazy(() =>
  import('./celebration-dialog').then(({ CelebrationDialog }) => ({ default: CelebrationDialog })),
);

/**
 * The celebration dialog, loaded with its Modal and icons only when the first celebration comes: no page
 * needs it to render. Once loaded it stays mounted, so that it can animate its own closing.
 */
export function LazyCelebrationDialog() {
  const active = useActiveCelebration();
  const [needed, setNeeded] = useState(false);
  if (active && !needed) setNeeded(true);
  if (!needed && !active) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationDialog />
    </Suspense>
  );
}
