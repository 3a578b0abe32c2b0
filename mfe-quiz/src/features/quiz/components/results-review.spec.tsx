import '../../../i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type {
  CheckAnswerResponse,
  DailyChallengeView,
  LearningPathProgress,
  PublicQuestion,
  QuizResultView,
} from '@grammarpath/contracts';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { mockApi } from '../../../testing/mock-api';
import { freshState, type QuestionState } from '../model/quiz-session';
import { reviewRowsOf } from '../model/results-review';
import { QuizSummary } from './quiz-summary';

jest.mock('react-confetti', () => ({ __esModule: true, default: () => null }));
jest.setTimeout(60_000);

const base: Pick<PublicQuestion, 'difficultyLevel' | 'cefrLevel' | 'category' | 'grammarTopics'> = {
  difficultyLevel: 'beginner',
  cefrLevel: null,
  category: 'general',
  grammarTopics: ['past_tense'],
};
const QUESTIONS: PublicQuestion[] = [
  {
    ...base,
    id: 1,
    type: 'fill_blank',
    instruction: 'Choose the word.',
    sentence: 'She _____ home.',
    options: ['went', 'go'],
  },
  {
    ...base,
    id: 2,
    type: 'rearrange',
    instruction: 'Put the words in order.',
    words: ['late.', 'He', 'came'],
  },
  { ...base, id: 3, type: 'error_correction', instruction: 'Correct it.', sentence: 'They goes out.' },
];

const check = (isCorrect: boolean, attempt: number, extra: Partial<CheckAnswerResponse> = {}) =>
  ({
    isCorrect,
    explanation: 'Past simple for finished actions.',
    correctAnswer: 'went',
    diagnosis: { kind: isCorrect ? 'correct' : 'wrong_option', message: '' },
    attempt,
    attemptsLeft: 0,
    ...extra,
  }) satisfies CheckAnswerResponse;

const settled = (answered: string, feedback: CheckAnswerResponse): QuestionState => ({
  ...freshState({ draft: answered, placed: [] }),
  answered,
  feedback,
  attempts: feedback.attempt,
  locked: true,
  final: true,
});

const STATES: Record<number, QuestionState> = {
  1: settled('go', check(false, 1, { optionNote: "'go' is the base form." })),
  2: settled('He came late.', check(true, 1, { correctAnswer: 'He came late.' })),
  3: settled(
    'They go out.',
    check(true, 2, { correctAnswer: 'They go out.', explanation: 'Plural subjects take go.' }),
  ),
};

const SAVED: QuizResultView = {
  id: 1,
  quizId: 'quiz-5',
  date: '2026-11-27T08:00:00.000Z',
  difficultyLevel: 'beginner',
  cefrLevel: null,
  mode: 'standard',
  totalQuestions: 3,
  correctAnswers: 2,
  wrongAnswers: 1,
  score: 67,
  firstTryCorrect: 1,
  timeTaken: 50,
  scoresByType: {},
  points: { answers: 1, achievements: 10, earned: 11 },
  newAchievements: [
    {
      id: 1,
      key: 'first-quiz',
      name: 'First Steps',
      description: 'Finish your first quiz.',
      type: 'milestone',
      rarity: 'common',
      threshold: 1,
      points: 10,
      icon: 'RocketOutlined',
      translations: {},
      earnedDate: '2026-11-27T08:00:00.000Z',
    },
  ],
};

const daily = (completed: boolean): DailyChallengeView => ({
  id: 1,
  date: '2026-11-27',
  title: 'Daily',
  description: '',
  questionCount: 10,
  completed,
  score: completed ? 80 : null,
});
const inProgress: LearningPathProgress = {
  id: 1,
  pathId: 4,
  currentStageId: 41,
  started: '2026-11-01T00:00:00.000Z',
  lastActivity: '2026-11-26T00:00:00.000Z',
  completed: false,
  completedDate: null,
  stagesCompleted: [40],
  overallProgress: 25,
};

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderSummary(states = STATES, saved: QuizResultView | undefined = SAVED) {
  return renderWithPlatform(
    <>
      <QuizSummary
        correct={2}
        total={3}
        saved={saved}
        saving={false}
        timeTakenSeconds={50}
        review={reviewRowsOf(QUESTIONS, states)}
        onRestart={() => undefined}
        onHome={() => undefined}
      />
      <Where />
    </>,
    { path: '/quiz?settings=x', user: TEST_USER },
  );
}

describe('the results screen teaches', () => {
  it('reviews every question in order: the answer, the right one when wrong, the rule; wrong ones open', async () => {
    mockApi({
      'GET /api/daily-challenge': () => ({ body: daily(false) }),
      'GET /api/user/learning-path-progress': () => ({ body: [inProgress] }),
    });
    renderSummary();
    const review = screen.getByTestId('results-review');
    expect(within(review).getByTestId('results-review-summary')).toHaveTextContent(
      '1 question to look at again: it is open below.',
    );
    const rows = within(review).getAllByTestId(/^review-row-/);
    expect(rows.map((row) => row.getAttribute('data-outcome'))).toEqual([
      'wrong',
      'firstTry',
      'afterRetries',
    ]);
    expect(rows[0]).toHaveTextContent('Question 1');
    expect(rows[0]).toHaveTextContent('Wrong');
    expect(rows[2]).toHaveTextContent('Right after 2 tries');
    expect(within(rows[1]).getByTestId('review-question')).toHaveTextContent('late. / He / came');
    expect(within(rows[0]).getByTestId('review-question').querySelector('[lang="en"]')).not.toBeNull();

    // The wrong answer is open: the learner's answer and the right one, the English parts marked.
    const yourAnswers = within(review).getAllByTestId('review-your-answer');
    expect(yourAnswers).toHaveLength(1);
    expect(yourAnswers[0]).toHaveTextContent('Your answer: go');
    expect(within(yourAnswers[0]).getByText('go')).toHaveAttribute('lang', 'en');
    expect(within(review).getByTestId('review-right-answer')).toHaveTextContent('Right answer: went');
    expect(within(review).getByTestId('review-rule')).toHaveTextContent(
      'Rule: Past simple for finished actions.',
    );
    expect(within(review).getByText('Past simple for finished actions.')).toHaveAttribute('lang', 'en');

    // A right one opens on a click, without a 'right answer' line.
    fireEvent.click(within(rows[2]).getByText('Question 3'));
    await waitFor(() => expect(within(review).getAllByTestId('review-your-answer')).toHaveLength(2));
    expect(within(review).getAllByTestId('review-right-answer')).toHaveLength(1);
    expect(within(review).getByText('Plural subjects take go.')).toBeInTheDocument();
  });

  it('shows the points earned and the new achievements with their badges', () => {
    mockApi({});
    renderSummary();
    expect(screen.getByTestId('points-earned')).toHaveTextContent('+11 points');
    expect(screen.getByTestId('points-earned')).toHaveTextContent(
      '1 for answers right at the first try, 10 for new achievements',
    );
    const achievement = screen.getByTestId('new-achievement-first-quiz');
    expect(within(achievement).getByTestId('achievement-badge')).toHaveAttribute(
      'data-icon',
      'RocketOutlined',
    );
    expect(
      within(achievement).getByTestId('achievement-badge').querySelector('[aria-hidden]'),
    ).not.toBeNull();
    expect(achievement).toHaveTextContent('+10 points');
  });

  it('offers the next steps that apply and leads to them', async () => {
    mockApi({
      'GET /api/daily-challenge': () => ({ body: daily(false) }),
      'GET /api/user/learning-path-progress': () => ({ body: [inProgress] }),
    });
    renderSummary();
    await screen.findByTestId('next-step-dailyChallenge');
    const steps = within(screen.getByTestId('next-steps'));
    expect(steps.getByTestId('next-step-reviewMistakes')).toHaveAttribute('href', '/mistakes-review');
    expect(steps.getByTestId('next-step-continuePath')).toHaveAttribute(
      'href',
      '/learning-paths/4/stages/41',
    );
    expect(steps.getByText('Today’s challenge')).toBeInTheDocument();
    // The stored result is named in the address, so that a reload shows it again.
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('review=quiz-5'));
    fireEvent.click(steps.getByTestId('next-step-reviewMistakes'));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/mistakes-review'));
  });

  it('offers tomorrow’s challenge once today’s is done, and no mistakes review when all was right', async () => {
    mockApi({
      'GET /api/daily-challenge': () => ({ body: daily(true) }),
      'GET /api/user/learning-path-progress': () => ({ body: [] }),
    });
    const allRight = { ...STATES, 1: settled('went', check(true, 1)) };
    renderSummary(allRight, { ...SAVED, wrongAnswers: 0, newAchievements: undefined });
    await screen.findByTestId('next-step-tomorrow');
    expect(screen.getByTestId('next-step-tomorrow')).toHaveTextContent('Tomorrow’s challenge');
    expect(screen.queryByTestId('next-step-reviewMistakes')).not.toBeInTheDocument();
    expect(screen.queryByTestId('next-step-continuePath')).not.toBeInTheDocument();
    expect(screen.getByTestId('results-review-summary')).toHaveTextContent('Every answer was right.');
  });

  it('leaves out a step whose facts fail to load', async () => {
    mockApi({
      'GET /api/daily-challenge': () => ({ status: 500, body: { statusCode: 500, message: 'boom' } }),
      'GET /api/user/learning-path-progress': () => ({
        status: 500,
        body: { statusCode: 500, message: 'boom' },
      }),
    });
    renderSummary();
    await waitFor(() => expect(screen.queryByLabelText('Loading your next steps…')).not.toBeInTheDocument());
    const steps = within(screen.getByTestId('next-steps'));
    expect(steps.getAllByRole('link').map((link) => link.getAttribute('data-testid'))).toEqual([
      'next-step-reviewMistakes',
    ]);
  });
});
