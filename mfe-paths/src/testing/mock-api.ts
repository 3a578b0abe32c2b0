import type {
  LearningPathDetail,
  LearningPathListItem,
  LearningPathProgress,
  StageView,
} from '@grammarpath/contracts';

type Handler = (init: RequestInit | undefined) => { status: number; body?: unknown };
export type Routes = Record<string, Handler | { status: number; body?: unknown }>;

/** Replaces fetch with answers keyed by 'METHOD url'; an unknown call answers 404. Returns the calls made. */
export function mockApi(routes: Routes): jest.Mock {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? route(init) : (route ?? { status: 404, body: 'Not found' });
    const text =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    // jsdom has no Response: an object with the parts the API client reads.
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The calls made, as 'METHOD url'. */
export function callsOf(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(
    ([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}`,
  );
}

/** A stage as the path detail gives it to a learner; by default the learner has passed its quiz (quizPassed). */
export function stage(
  id: number,
  orderIndex: number,
  pathId = 1,
  quiz: Pick<StageView, 'quizPassed' | 'bestFirstTryScore'> = { quizPassed: true, bestFirstTryScore: 90 },
): StageView {
  return {
    ...quiz,
    id,
    pathId,
    name: `Stage ${orderIndex + 1} name`,
    description: `<p>Lesson ${orderIndex + 1}</p><script>window.hacked = true</script><img src="x" onerror="window.hacked=true">`,
    orderIndex,
    threshold: 70,
    questionCount: 10,
    resources: [],
  };
}

export function pathDetail(
  stages: StageView[],
  overrides: Partial<LearningPathDetail> = {},
): LearningPathDetail {
  return {
    id: 1,
    name: 'Articles Basics',
    description: 'Learn a, an and the.',
    difficultyLevel: 'beginner',
    cefrLevel: 'a1',
    estimatedCompletionTime: 90,
    targetGrammarTopics: ['articles', 'quantifiers'],
    prerequisitePaths: [],
    stages,
    ...overrides,
  };
}

export function progressOf(
  pathId: number,
  stagesCompleted: number[],
  overallProgress: number,
): LearningPathProgress {
  return {
    id: pathId,
    pathId,
    currentStageId: null,
    started: '2026-11-20T10:00:00.000Z',
    lastActivity: '2026-11-21T10:00:00.000Z',
    completed: overallProgress >= 100,
    completedDate: overallProgress >= 100 ? '2026-11-21T10:00:00.000Z' : null,
    stagesCompleted,
    overallProgress,
  };
}

export function listItem(
  id: number,
  name: string,
  difficultyLevel: LearningPathListItem['difficultyLevel'],
  progress: LearningPathListItem['progress'] = null,
  description = `About ${name}`,
): LearningPathListItem {
  return {
    id,
    name,
    description,
    difficultyLevel,
    cefrLevel: 'b1',
    estimatedCompletionTime: 60,
    targetGrammarTopics: [],
    prerequisitePaths: [],
    stageCount: 3,
    progress,
  };
}
