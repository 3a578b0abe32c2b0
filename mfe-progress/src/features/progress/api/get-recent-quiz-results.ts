import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, queryKeyRoot, type Page, type QuizResultView } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';
import { useLearnerQuery } from '../../../shared/api/use-learner-query';

const { list } = ENDPOINTS.quiz.results;

/** How many of the learner's latest quizzes the Quiz Results tab and the charts show (the API's largest page). */
export const RECENT_QUIZ_RESULTS = 50;

/** GET /api/quiz-results, first page: the learner's most recent quizzes, newest first. */
export const getRecentQuizResults = (): Promise<Page<QuizResultView>> =>
  apiJson<Page<QuizResultView>>(list.method, `${list.path}?page=1&pageSize=${RECENT_QUIZ_RESULTS}`);

export const recentQuizResultsQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeyRoot(list), 'recent'], queryFn: getRecentQuizResults });

/** The learner's most recent quizzes (with a user only). */
export const useRecentQuizResults = () => useLearnerQuery(recentQuizResultsQueryOptions());
