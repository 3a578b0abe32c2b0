import { screen, within } from '@testing-library/react';
import { Route, Routes, useRoutes } from 'react-router-dom';
import {
  ROUTES,
  type CheckAnswerResponse,
  type PublicQuestion,
  type QuizProgressView,
  type QuizResultView,
  type QuizSettings,
} from '@grammarpath/contracts';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { routes } from '../../../routes';
import { preloadPages } from '../../../../../tools/jest/preload-pages';
import { mockApi } from '../../../testing/mock-api';

jest.mock('react-confetti', () => ({ __esModule: true, default: () => null }));
jest.setTimeout(60_000);

const base: Pick<PublicQuestion, 'difficultyLevel' | 'cefrLevel' | 'category' | 'grammarTopics'> = {
  difficultyLevel: 'beginner',
  cefrLevel: null,
  category: 'general',
  grammarTopics: ['past_tense'],
};
const QUESTIONS: PublicQuestion[] = [1, 2].map((id) => ({
  ...base,
  id,
  type: 'fill_blank',
  instruction: 'Choose the word.',
  sentence: `Sentence ${id}: she _____ home.`,
  options: ['went', 'go'],
}));

const feedback = (isCorrect: boolean): CheckAnswerResponse => ({
  isCorrect,
  explanation: 'Past simple for finished actions.',
  correctAnswer: 'went',
  diagnosis: { kind: isCorrect ? 'correct' : 'wrong_option', message: '' },
  attempt: 1,
  attemptsLeft: 0,
});

const RESULT: QuizResultView = {
  id: 4,
  quizId: 'quiz-7',
  date: '2026-11-27T08:00:00.000Z',
  difficultyLevel: 'beginner',
  cefrLevel: null,
  mode: 'mistakes',
  totalQuestions: 2,
  correctAnswers: 1,
  wrongAnswers: 1,
  score: 50,
  firstTryCorrect: 1,
  timeTaken: 30,
  scoresByType: { fill_blank: { correct: 1, total: 2 } },
  points: { answers: 1, achievements: 0, earned: 1 },
};

const FINISHED: QuizProgressView = {
  quizId: 'quiz-7',
  mode: 'mistakes',
  questions: QUESTIONS,
  finished: true,
  result: RESULT,
  answers: [
    { questionId: 1, answer: 'go', final: true, hintUsed: false, feedback: feedback(false) },
    { questionId: 2, answer: 'went', final: true, hintUsed: false, feedback: feedback(true) },
  ],
};

const SETTINGS: QuizSettings = {
  difficultyLevel: 'beginner',
  questionTypes: ['fill_blank'],
  questionCount: 10,
};

function Mounted() {
  return useRoutes([...routes, { path: '/', element: <h1>Home</h1> }]);
}

function renderAt(path: string) {
  return renderWithPlatform(
    <Routes>
      <Route path="*" element={<Mounted />} />
    </Routes>,
    { path, user: TEST_USER },
  );
}

function finishedApi() {
  return mockApi({
    'GET /api/quizzes/quiz-7': () => ({ body: FINISHED }),
    'GET /api/daily-challenge': () => ({ status: 500, body: { statusCode: 500, message: 'boom' } }),
    'GET /api/user/learning-path-progress': () => ({ body: [] }),
    'GET /api/mistakes-review': () => ({ body: { mistakes: 1 } }),
  });
}

beforeAll(() => preloadPages(routes));

describe('a reload of the results screen', () => {
  it('shows the finished quiz the address names again, read back, without starting a new one', async () => {
    const api = finishedApi();
    renderAt(`${ROUTES.quiz.href(SETTINGS)}&review=quiz-7`);
    expect(await screen.findByText('Keep Practicing!', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('summary-score')).toHaveTextContent(
      'You answered 1 of 2 questions correctly (50%).',
    );
    expect(screen.getByTestId('points-earned')).toHaveTextContent('+1 point');
    const review = screen.getByTestId('results-review');
    expect(within(review).getByTestId('review-row-1')).toHaveAttribute('data-outcome', 'wrong');
    expect(within(review).getByTestId('review-right-answer')).toHaveTextContent('Right answer: went');
    expect(api.callsTo('POST /api/questions')).toHaveLength(0);
    expect(api.callsTo('POST /api/quiz-results')).toHaveLength(0);
  });

  it('starts a new quiz when the quiz named is not finished or not the learner’s', async () => {
    const api = mockApi({
      'GET /api/quizzes/quiz-7': () => ({ status: 404, body: { statusCode: 404, message: 'Not Found' } }),
      'POST /api/questions': () => ({ body: { quizId: 'quiz-8', mode: 'standard', questions: QUESTIONS } }),
    });
    renderAt(`${ROUTES.quiz.href(SETTINGS)}&review=quiz-7`);
    expect(await screen.findByText('Question 1 of 2', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(api.callsTo('POST /api/questions')).toHaveLength(1);
  });

  it('shows a finished mistakes review again instead of its start card', async () => {
    finishedApi();
    renderAt(`${ROUTES.mistakesReview.href()}?review=quiz-7`);
    expect(await screen.findByTestId('results-review', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('next-step-reviewMistakes')).toHaveAttribute('href', '/mistakes-review');
  });
});
