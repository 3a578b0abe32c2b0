import { useQueryClient } from '@tanstack/react-query';
import { pathDetailQuery } from './get-path-detail';
import { pathProgressQuery } from './get-path-progress';
import { pathsQuery } from './get-paths';

/** After a start or a completion every view of paths and progress is refetched. */
export function useRefreshPaths() {
  const client = useQueryClient();
  return (pathId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: pathProgressQuery().queryKey }),
      client.invalidateQueries({ queryKey: pathsQuery().queryKey }),
      client.invalidateQueries({ queryKey: pathDetailQuery(pathId).queryKey }),
    ]);
}
