import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useRoutes } from 'react-router-dom';
import {
  ROUTES,
  type CheckAnswerResponse,
  type PublicQuestion,
  type QuizSettings,
} from '@grammarpath/contracts';
import { BOTTOM_BAR_ROOM_VAR } from '@grammarpath/platform';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { routes } from '../../../routes';
import { preloadPages } from '../../../../../tools/jest/preload-pages';
import { mockApi } from '../../../testing/mock-api';
import { PHONE_VIEWPORT_QUERY } from '@grammarpath/platform/ui';

jest.mock('@grammarpath/platform', () => ({
  ...jest.requireActual('@grammarpath/platform'),
  playAudioCue: () => undefined,
}));

const question = (id: number): PublicQuestion => ({
  id,
  type: 'fill_blank',
  difficultyLevel: 'beginner',
  cefrLevel: 'a2',
  category: 'general',
  grammarTopics: ['past_tense'],
  instruction: 'Choose the word that completes the sentence.',
  sentence: `She _____ to work yesterday (${id}).`,
  options: ['go', 'went', 'goes'],
});

const SETTINGS: QuizSettings = {
  difficultyLevel: 'beginner',
  cefrLevel: 'a2',
  questionTypes: ['fill_blank'],
  questionCount: 10,
  isPracticeMode: false,
  progressiveDifficulty: false,
};

function checkResponse(answer: string): CheckAnswerResponse {
  const isCorrect = answer === 'went';
  return {
    isCorrect,
    explanation: 'Yesterday calls for the past.',
    correctAnswer: 'went',
    diagnosis: { kind: isCorrect ? 'correct' : 'wrong_option', message: '' },
    attempt: 1,
    attemptsLeft: 0,
  };
}

function renderPlayer(settings: QuizSettings = SETTINGS) {
  return renderWithPlatform(
    <Routes>
      <Route path="*" element={<Mounted />} />
    </Routes>,
    { path: ROUTES.quiz.href(settings), user: TEST_USER },
  );
}

function Mounted() {
  return useRoutes([...routes, { path: '/', element: <h1>Home</h1> }]);
}

function button(scope: HTMLElement, name: string): HTMLElement {
  const element = within(scope).getByText(name).closest('button');
  if (!element) throw new Error(`no button ${name}`);
  return element;
}

jest.setTimeout(120_000);

beforeAll(() => preloadPages(routes));

describe('the quiz player on a phone', () => {
  const matchMedia = window.matchMedia;
  const animate = jest.fn();
  beforeEach(() => {
    sessionStorage.clear();
    animate.mockClear();
    HTMLElement.prototype.animate = animate;
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query === PHONE_VIEWPORT_QUERY,
    });
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('checks and moves on from a bar at the bottom, with the verdict and the points earned', async () => {
    mockApi({
      'POST /api/questions': () => ({
        body: { quizId: 'quiz-1', mode: 'standard', questions: [question(1), question(2)] },
      }),
      'POST /api/check-answer': (body) => ({ body: checkResponse((body as { answer: string }).answer) }),
    });
    const { unmount } = renderPlayer();
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    const bar = screen.getByTestId('answer-bar');
    expect(bar).toHaveStyle({ position: 'fixed', bottom: '0px' });
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_ROOM_VAR)).toMatch(/^\d+px$/);
    // The bar holds the one primary action; the navigation keeps Previous and Return to Home.
    expect(button(bar, 'Submit Answer')).toBeDisabled();
    expect(screen.getAllByText('Submit Answer')).toHaveLength(1);
    expect(screen.queryByText('Next Question')).not.toBeInTheDocument();
    expect(screen.getByTestId('quiz-points')).toHaveTextContent('0 points');

    fireEvent.click(screen.getByLabelText('went'));
    fireEvent.click(button(bar, 'Submit Answer'));
    expect(await within(bar).findByText('Correct!')).toBeInTheDocument();
    expect(bar).toHaveAttribute('data-outcome', 'correct');
    expect(screen.getByTestId('points-earned')).toHaveTextContent('+1');
    expect(screen.getByTestId('quiz-points')).toHaveTextContent('1 point');
    expect(animate).toHaveBeenCalled();
    fireEvent.click(button(bar, 'Next Question'));

    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.queryByTestId('points-earned')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('go'));
    fireEvent.click(button(bar, 'Submit Answer'));
    expect(await within(bar).findByText('Correct answer:', { exact: false })).toHaveTextContent(
      'Correct answer: went',
    );
    expect(bar).toHaveAttribute('data-outcome', 'incorrect');
    expect(screen.queryByTestId('points-earned')).not.toBeInTheDocument();
    expect(button(bar, 'Finish Quiz')).toBeEnabled();

    unmount();
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_ROOM_VAR)).toBe('');
  });

  it('in practice mode, says "Not quite" and offers Try Again in the bar; a right answer at the second try earns no points', async () => {
    let tries = 0;
    mockApi({
      'POST /api/questions': () => ({
        body: { quizId: 'quiz-2', mode: 'standard', questions: [question(1)] },
      }),
      'POST /api/check-answer': (body) => {
        tries += 1;
        const response = checkResponse((body as { answer: string }).answer);
        return {
          body: response.isCorrect
            ? { ...response, attempt: tries }
            : { ...response, correctAnswer: '', attempt: tries, attemptsLeft: 2 - tries },
        };
      },
    });
    renderPlayer({ ...SETTINGS, isPracticeMode: true, maxAttempts: 2 });
    expect(await screen.findByText('Question 1 of 1')).toBeInTheDocument();
    const bar = screen.getByTestId('answer-bar');
    fireEvent.click(screen.getByLabelText('go'));
    fireEvent.click(button(bar, 'Submit Answer'));
    expect(await within(bar).findByText('Not quite. Try again.')).toBeInTheDocument();
    expect(screen.getAllByText('Try Again')).toHaveLength(1);
    fireEvent.click(button(bar, 'Try Again'));
    fireEvent.click(screen.getByLabelText('went'));
    fireEvent.click(button(bar, 'Submit Answer'));
    expect(await within(bar).findByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('Score: 1')).toBeInTheDocument();
    expect(screen.getByTestId('quiz-points')).toHaveTextContent('0 points');
    expect(screen.queryByTestId('points-earned')).not.toBeInTheDocument();
    expect(button(bar, 'Finish Quiz')).toBeEnabled();
  });
});
