import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { onDemand } from '@grammarpath/platform';

// The 404 illustration is only needed on unknown paths: it stays out of the first load.
export const NotFoundPage = onDemand(() => import('./not-found-page').then((m) => m.NotFoundPage));

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<Skeleton active />}>
      <NotFoundPage />
    </Suspense>
  );
}
