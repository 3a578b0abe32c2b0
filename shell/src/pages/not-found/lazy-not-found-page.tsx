import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

// The 404 illustration is only needed on unknown paths: it stays out of the first load.
const NotFoundPage = lazy(() =>
  import('./not-found-page').then(({ NotFoundPage }) => ({ default: NotFoundPage })),
);

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<Skeleton active />}>
      <NotFoundPage />
    </Suspense>
  );
}
