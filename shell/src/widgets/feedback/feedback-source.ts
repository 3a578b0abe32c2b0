import { ROUTES, type FeedbackSource, type RemoteName } from '@grammarpath/contracts';
import { remoteForPath } from '../../remotes/remote-route-table';

/** SPEC §3 feedback sources of the remotes' pages. */
const SOURCE_OF_REMOTE: Record<RemoteName, FeedbackSource> = {
  mfe_quiz: 'quiz',
  mfe_paths: 'learning-path',
  mfe_progress: 'other',
};

/** Where feedback sent from the dialog comes from, by route (SPEC §3 sources). */
export function feedbackSourceOf(pathname: string): FeedbackSource {
  if (pathname === ROUTES.home.pattern) return 'homepage';
  const remote = remoteForPath(pathname);
  return remote ? SOURCE_OF_REMOTE[remote] : 'other';
}
