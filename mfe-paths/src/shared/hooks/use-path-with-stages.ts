import { isApiError } from '@grammarpath/platform';
import { usePathDetail } from '../api/get-path-detail';
import { usePathStages } from '../api/get-path-stages';

/**
 * A path (a 401 gives null) with its stages; the stages call fills in if the detail lists none. A 404, or
 * no path for a visitor without a session, is `notFound`; other failures are `error`; `refetch` tries again.
 */
export function usePathWithStages(pathId: number | null) {
  const detail = usePathDetail(pathId);
  const needsStages = !!detail.data && !Array.isArray(detail.data.stages);
  const stages = usePathStages(pathId, needsStages);
  const notFound = isApiError(detail.error) && detail.error.status === 404;
  return {
    path: detail.data ?? null,
    stages: detail.data?.stages ?? stages.data ?? [],
    isLoading: detail.isLoading || (needsStages && stages.isLoading),
    notFound: notFound || (detail.isSuccess && detail.data === null),
    error: notFound ? null : (detail.error ?? stages.error),
    refetch: detail.refetch,
  };
}
