import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, queryKeyRoot, type StudyTimeHistory, WEEKLY_ACTIVITY_DAYS } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';
import { useLearnerQuery } from '../../../shared/api/use-learner-query';

const { read } = ENDPOINTS.user.studyTime;

/** GET /api/user/study-time: minutes per day over the dashboards' week (the summary's weeklyActivity days). */
export const getWeeklyStudyTime = (): Promise<StudyTimeHistory> =>
  apiJson<StudyTimeHistory>(read.method, `${read.path}?days=${WEEKLY_ACTIVITY_DAYS}`);

/** Under the study time's root, so the study timer's saves refresh it. */
export const weeklyStudyTimeQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeyRoot(read), WEEKLY_ACTIVITY_DAYS], queryFn: getWeeklyStudyTime });

/** Study minutes of the week's days and the total, from identity (with a user only). */
export const useWeeklyStudyTime = () => useLearnerQuery(weeklyStudyTimeQueryOptions());
