import type { QueryClient } from '@tanstack/react-query';
import type { GuideState } from '../widgets/mascot/guide-state';
import { grammarTipsQuery } from '../widgets/mascot/use-grammar-tips';

/**
 * Fills the query cache with the data the frame draws on a page the renderer renders (beside the page's own,
 * its route's prefetch): the Grammar Guide's tips when the guide is drawn open (a learner's first visit ever).
 */
export function prefetchFrame(queryClient: QueryClient, { guide }: { guide: GuideState }): Promise<unknown> {
  return guide === 'expanded' ? queryClient.prefetchQuery(grammarTipsQuery) : Promise.resolve();
}
