import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { Route, Routes, useRoutes } from 'react-router-dom';
import { ROUTES, type QuizSettings } from '@grammarpath/contracts';
import { createQueryClient, type RouteHandle } from '@grammarpath/platform';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { routes } from '../../../routes';
import { preloadPages } from '../../../../../tools/jest/preload-pages';
import { mockApi } from '../../../testing/mock-api';
import { SAMPLE_QUESTIONS } from '../../../testing/sample-questions';

// jsdom plays no audio.
jest.mock('@grammarpath/platform', () => ({
  ...jest.requireActual('@grammarpath/platform'),
  playAudioCue: () => undefined,
}));

// /quiz?settings=… as the shell's renderer serves it (DESIGN.md §8): the route's prefetch starts the quiz on
// the server, the cache travels as JSON, and the browser's first render plays it without starting one.

const SETTINGS: QuizSettings = {
  difficultyLevel: 'beginner',
  questionTypes: ['fill_blank', 'rearrange'],
  questionCount: 10,
  isPracticeMode: false,
  progressiveDifficulty: false,
};
const HREF = ROUTES.quiz.href(SETTINGS);
const RAW = new URL(HREF, 'http://host').searchParams.get('settings');
const STORED_RUN = `gp.quiz-run:${JSON.stringify(['/api/questions', RAW])}`;

const QUESTIONS = SAMPLE_QUESTIONS.slice(0, 2);

function Mounted() {
  return useRoutes([...routes, { path: '/', element: <h1>Home</h1> }]);
}

/** The route's prefetch as the renderer runs it (its own cache, the address's query), dehydrated through JSON. */
async function renderedState(href: string): Promise<DehydratedState> {
  const server = createQueryClient();
  const route = routes.find((candidate) => candidate.path === ROUTES.quiz.pattern);
  const prefetch = (route?.handle as RouteHandle | undefined)?.prefetch;
  if (!prefetch) throw new Error('/quiz has no prefetch');
  await prefetch(server, {}, new URL(href, 'http://host').searchParams);
  return JSON.parse(JSON.stringify(dehydrate(server))) as DehydratedState;
}

const CORRECT = {
  isCorrect: true,
  explanation: 'Past simple.',
  correctAnswer: 'went',
  diagnosis: { kind: 'correct', message: '' },
  attempt: 1,
  attemptsLeft: 0,
};

function serverApi() {
  return mockApi({
    'POST /api/questions': () => ({ body: { quizId: 'quiz-1', mode: 'standard', questions: QUESTIONS } }),
  });
}

/** The page hydrated from `state`; the browser's API answers checks and reads of a stored quiz. */
function renderHydrated(state: DehydratedState, progress?: unknown) {
  const api = mockApi({
    'POST /api/check-answer': () => ({ body: CORRECT }),
    ...(progress !== undefined && { 'GET /api/quizzes/quiz-9': () => ({ body: progress }) }),
  });
  let client: QueryClient | undefined;
  const view = renderWithPlatform(
    <Routes>
      <Route path="*" element={<Mounted />} />
    </Routes>,
    {
      path: HREF,
      user: TEST_USER,
      prepare: (prepared) => {
        client = prepared;
        hydrate(prepared, state);
      },
    },
  );
  return { api, view, client: client as unknown as QueryClient };
}

jest.setTimeout(120_000);

beforeAll(() => preloadPages(routes));

describe('/quiz rendered on the server', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('starts the quiz on the server with the address’s settings, in the query the page reads', async () => {
    const api = serverApi();
    const state = await renderedState(HREF);
    expect(api.callsTo('POST /api/questions').map((call) => call.body)).toEqual([SETTINGS]);
    expect(state.queries.map((query) => query.queryKey)).toEqual([
      ['quiz-run', '/api/questions', RAW, 0, null],
    ]);
  });

  it('starts nothing for settings it cannot read, or for a results screen read back', async () => {
    const api = serverApi();
    expect((await renderedState('/quiz?settings=%7B')).queries).toEqual([]);
    expect((await renderedState('/quiz')).queries).toEqual([]);
    expect((await renderedState(`${HREF}&review=quiz-0`)).queries).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('plays the server’s quiz without starting one, remembers it for a reload, and checks answers', async () => {
    serverApi();
    const state = await renderedState(HREF);
    const { api } = renderHydrated(state);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('went')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(STORED_RUN)).toBe('quiz-1'));

    fireEvent.click(screen.getByLabelText('went'));
    fireEvent.click(screen.getByText('Submit Answer'));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/check-answer')[0].body).toMatchObject({ quizId: 'quiz-1', questionId: 11 });
    expect(api.callsTo('POST /api/questions')).toHaveLength(0);
  });

  it('resumes the tab’s unfinished quiz in place of the server’s after a reload', async () => {
    serverApi();
    const state = await renderedState(HREF);
    sessionStorage.setItem(STORED_RUN, 'quiz-9');
    const { api } = renderHydrated(state, {
      quizId: 'quiz-9',
      mode: 'standard',
      questions: QUESTIONS,
      finished: false,
      answers: [{ questionId: 11, answer: 'went', final: true, hintUsed: false, feedback: CORRECT }],
    });
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Score: 1')).toBeInTheDocument();
    expect(sessionStorage.getItem(STORED_RUN)).toBe('quiz-9');
    expect(api.callsTo('POST /api/questions')).toHaveLength(0);
  });

  it('keeps the server’s quiz when the stored one has nothing answered', async () => {
    serverApi();
    const state = await renderedState(HREF);
    sessionStorage.setItem(STORED_RUN, 'quiz-9');
    renderHydrated(state, {
      quizId: 'quiz-9',
      mode: 'standard',
      questions: QUESTIONS,
      finished: false,
      answers: [],
    });
    await waitFor(() => expect(sessionStorage.getItem(STORED_RUN)).toBe('quiz-1'));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
  });

  it('never shows the server’s quiz again once its page is left', async () => {
    serverApi();
    const state = await renderedState(HREF);
    const { view, client } = renderHydrated(state);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    view.unmount();
    await waitFor(() => expect(client.getQueryCache().findAll({ queryKey: ['quiz-run'] })).toEqual([]));
  });
});
