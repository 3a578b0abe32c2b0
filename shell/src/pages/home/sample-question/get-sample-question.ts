import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS, queryKeyRoot, type SampleQuestion } from '@grammarpath/contracts';
import { apiJson } from '@grammarpath/platform';

const { method, path } = ENDPOINTS.quiz.sample;

/** GET /api/sample-question: a beginner question with its answer, for a visitor (no session needed). */
export const getSampleQuestion = (): Promise<SampleQuestion> => apiJson<SampleQuestion>(method, path);

/** Kept while the page is open: a visitor asks for another one. */
export const sampleQuestionQuery = () =>
  queryOptions({
    queryKey: queryKeyRoot(ENDPOINTS.quiz.sample),
    queryFn: getSampleQuestion,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useSampleQuestion = () => useQuery(sampleQuestionQuery());
