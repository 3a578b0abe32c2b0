import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useRoutes } from 'react-router-dom';
import {
  ROUTES,
  type CheckAnswerResponse,
  type QuizResultRequest,
  type QuizSettings,
} from '@grammarpath/contracts';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { routes } from '../../../routes';
import { preloadPages } from '../../../../../tools/jest/preload-pages';
import { mockApi } from '../../../testing/mock-api';
import { SAMPLE_QUESTIONS } from '../../../testing/sample-questions';

// jsdom has no canvas: the confetti's wrapper is what the test can see.
jest.mock('react-confetti', () => ({ __esModule: true, default: () => null }));
// jsdom plays no audio: the cues asked for are recorded (the player and its mute setting are the platform's).
const mockPlayedCues: string[] = [];
jest.mock('@grammarpath/platform', () => ({
  ...jest.requireActual('@grammarpath/platform'),
  playAudioCue: (cue: string) => mockPlayedCues.push(cue),
}));

const QUESTIONS = SAMPLE_QUESTIONS;
const CORRECT: Record<number, string> = { 11: 'went', 12: 'She went home.', 13: 'He goes to school.' };

function checkResponse(questionId: number, answer: string): CheckAnswerResponse {
  const isCorrect = CORRECT[questionId] === answer;
  return {
    isCorrect,
    explanation: 'Past simple: yesterday calls for went.',
    correctAnswer: CORRECT[questionId],
    diagnosis: { kind: isCorrect ? 'correct' : 'wrong_option', message: '' },
    optionNote: isCorrect ? undefined : "'go' is the base form; yesterday needs the past.",
    attempt: 1,
    attemptsLeft: 0,
  };
}

const SETTINGS: QuizSettings = {
  difficultyLevel: 'beginner',
  cefrLevel: 'a2',
  questionTypes: ['fill_blank', 'rearrange', 'error_correction'],
  questionCount: 10,
  isPracticeMode: false,
  progressiveDifficulty: false,
};

/** The button whose text is `name` (text queries are much faster than role queries under antd). */
function button(name: string): HTMLElement {
  const element = screen.getByText(name).closest('button');
  if (!element) throw new Error(`no button ${name}`);
  return element;
}

function Mounted() {
  return useRoutes([...routes, { path: '/', element: <h1>Home</h1> }]);
}

function renderQuiz(path = ROUTES.quiz.href(SETTINGS)) {
  return renderWithPlatform(
    <Routes>
      <Route path="*" element={<Mounted />} />
    </Routes>,
    { path, user: TEST_USER },
  );
}

function standardApi(saveStatus = 200, questions = QUESTIONS) {
  return mockApi({
    'POST /api/questions': () => ({ body: { quizId: 'quiz-1', mode: 'standard', questions } }),
    'POST /api/check-answer': (body) => {
      const { questionId, answer } = body as { questionId: number; answer: string };
      return { body: checkResponse(questionId, answer) };
    },
    'POST /api/quiz-results': (body) => {
      const request = body as QuizResultRequest;
      return saveStatus === 200
        ? {
            body: {
              id: 1,
              quizId: request.quizId,
              date: '2026-11-22T05:00:00.000Z',
              difficultyLevel: 'beginner',
              cefrLevel: 'a2',
              mode: 'standard',
              totalQuestions: 3,
              correctAnswers: 2,
              wrongAnswers: 1,
              score: 67,
              firstTryCorrect: 2,
              timeTaken: 42,
              scoresByType: { fill_blank: { correct: 0, total: 1 }, rearrange: { correct: 1, total: 1 } },
            },
          }
        : { status: saveStatus, body: { statusCode: saveStatus, message: 'Database unavailable' } };
    },
  });
}

async function answerAllThree() {
  expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText('go'));
  fireEvent.click(button('Submit Answer'));
  expect(await screen.findByText('Incorrect')).toBeInTheDocument();
  fireEvent.click(button('Next Question'));
  await screen.findByText('Question 2 of 3');
  for (const word of ['She', 'went', 'home.']) fireEvent.click(button(word), { detail: 1 });
  fireEvent.click(button('Submit Answer'));
  expect(await screen.findByText('Correct!')).toBeInTheDocument();
  fireEvent.click(button('Next Question'));
  await screen.findByText('Question 3 of 3');
  const box = screen.getByLabelText('Your corrected sentence');
  fireEvent.change(box, { target: { value: 'He goes to school.' } });
  fireEvent.click(button('Submit Answer'));
  expect(await screen.findByText('Correct!')).toBeInTheDocument();
}

// antd in jsdom is slow on a busy machine: text and label queries with fireEvent keep these tests quick.
jest.setTimeout(120_000);

beforeAll(() => preloadPages(routes));

describe('/quiz', () => {
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => sessionStorage.clear());

  it('asks for an answer, checks it, shows feedback and locks the options', async () => {
    const api = standardApi();
    renderQuiz();
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Score: 0')).toBeInTheDocument();
    expect(button('Previous')).toBeDisabled();
    expect(button('Submit Answer')).toBeDisabled();
    expect(screen.getByTestId('quiz-tip')).toHaveTextContent('Read the whole sentence before you choose');
    expect(api.callsTo('POST /api/questions')[0].body).toEqual(SETTINGS);

    fireEvent.click(button('Next Question'));
    expect(await screen.findByText('Answer required')).toBeInTheDocument();
    expect(screen.getByText('Please answer the current question before proceeding.')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('go'));
    fireEvent.click(button('Submit Answer'));
    expect(await screen.findByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByTestId('option-note')).toHaveTextContent("'go' is the base form");
    expect(screen.getByTestId('correct-answer')).toHaveTextContent('Correct answer: went');
    expect(screen.getByTestId('explanation')).toHaveTextContent('Past simple');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    // The pick and the right option are marked in words too, not only by colour.
    expect(screen.getByText('Your answer')).toBeInTheDocument();
    expect(screen.getByText('Correct answer')).toBeInTheDocument();
    expect(screen.queryByText('Submit Answer')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/check-answer')[0].body).toEqual({
      quizId: 'quiz-1',
      questionId: 11,
      answer: 'go',
      hintUsed: false,
    });
    expect(screen.getByText('Score: 0')).toBeInTheDocument();
  });

  it('plays every question, posts the result with empty answers and shows the summary', async () => {
    const api = standardApi();
    mockPlayedCues.length = 0;
    renderQuiz();
    await answerAllThree();
    expect(screen.getByText('Score: 2')).toBeInTheDocument();
    expect(mockPlayedCues).toEqual(['incorrect', 'correct', 'correct']);
    fireEvent.click(button('Finish Quiz'));
    // 67 %: the headline of the good band, as the praise.
    expect(await screen.findByText('Good Progress!')).toBeInTheDocument();
    expect(screen.queryByText('Excellent Progress!')).not.toBeInTheDocument();

    const [save] = api.callsTo('POST /api/quiz-results');
    expect(save.body).toMatchObject({
      quizId: 'quiz-1',
      answers: [
        { questionId: 11, answer: '', isCorrect: false },
        { questionId: 12, answer: '', isCorrect: true },
        { questionId: 13, answer: '', isCorrect: true },
      ],
      totalScore: 2,
      fillBlankScore: 0,
      rearrangeScore: 1,
      completionScore: 0,
      difficultyLevel: 'beginner',
      questionTypes: { '11': 'fill_blank', '12': 'rearrange', '13': 'error_correction' },
    });
    expect(api.callsTo('POST /api/check-answer')[1].body).toMatchObject({ answer: 'She went home.' });
    expect(await screen.findByText('You answered 2 of 3 questions correctly (67%).')).toBeInTheDocument();
    expect(screen.getByTestId('summary-praise')).toHaveTextContent('Good effort!');
    expect(screen.queryByTestId('results-confetti')).not.toBeInTheDocument();

    fireEvent.click(button('Start New Quiz'));
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(api.callsTo('POST /api/questions')).toHaveLength(2);
    expect(screen.getByText('Score: 0')).toBeInTheDocument();
  });

  it('still shows the score with a warning when the result cannot be saved', async () => {
    standardApi(500, [QUESTIONS[1]]);
    renderQuiz();
    expect(await screen.findByText('Question 1 of 1')).toBeInTheDocument();
    for (const word of ['She', 'went', 'home.']) fireEvent.click(button(word), { detail: 1 });
    fireEvent.click(button('Submit Answer'));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    fireEvent.click(button('Finish Quiz'));
    expect(
      await screen.findByText('Failed to save your quiz result, but you can still view your score.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Excellent Progress!')).toBeInTheDocument();
    expect(screen.getByTestId('summary-score')).toHaveTextContent(
      'You answered 1 of 1 questions correctly (100%).',
    );
    expect(screen.getByTestId('results-confetti')).toBeInTheDocument();
  });

  it("shows 'Error Loading Quiz' when the questions cannot be loaded", async () => {
    mockApi({ 'POST /api/questions': () => ({ status: 500, body: { statusCode: 500, message: 'boom' } }) });
    renderQuiz();
    expect(await screen.findByText('Error Loading Quiz')).toBeInTheDocument();
    expect(
      screen.getByText("Sorry, we couldn't load the quiz questions. Please try again later."),
    ).toBeInTheDocument();
    fireEvent.click(button('Return to Home'));
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });

  it('sends malformed settings home with the SPEC toast', async () => {
    const api = mockApi({});
    renderQuiz('/quiz?settings=%7Bnot-json');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument());
    expect(await screen.findByText('Failed to load quiz settings. Please try again.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('lets a practice quiz try again and keeps the answer hidden until the last try', async () => {
    let tries = 0;
    mockApi({
      'POST /api/questions': () => ({
        body: { quizId: 'practice', mode: 'standard', questions: [QUESTIONS[0]] },
      }),
      'POST /api/check-answer': (body) => {
        tries += 1;
        const { answer } = body as { answer: string };
        const response = checkResponse(11, answer);
        return {
          body: response.isCorrect
            ? { ...response, attempt: tries, attemptsLeft: 0 }
            : { ...response, correctAnswer: '', explanation: '', attempt: tries, attemptsLeft: 2 - tries },
        };
      },
      'POST /api/quiz-hint': () => ({ body: { hint: 'Look at the time word.' } }),
    });
    renderQuiz(ROUTES.quiz.href({ ...SETTINGS, isPracticeMode: true, maxAttempts: 2, showHints: true }));
    expect(await screen.findByText('Practice mode')).toBeInTheDocument();
    fireEvent.click(button('Show hint'));
    expect(await screen.findByText('Look at the time word.')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('go'));
    fireEvent.click(button('Submit Answer'));
    expect(await screen.findByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('Attempts left: 1')).toBeInTheDocument();
    expect(screen.queryByTestId('correct-answer')).not.toBeInTheDocument();
    fireEvent.click(button('Try Again'));
    fireEvent.click(screen.getByLabelText('went'));
    fireEvent.click(button('Submit Answer'));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('Score: 1')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('answer-feedback')).queryByText(/Attempts left/),
    ).not.toBeInTheDocument();
  });

  it('resumes the tab’s unfinished quiz after a reload: the recorded answers, the score and the next question', async () => {
    const raw = new URL(`http://host${ROUTES.quiz.href(SETTINGS)}`).searchParams.get('settings');
    sessionStorage.setItem(`gp.quiz-run:${JSON.stringify(['/api/questions', raw])}`, 'quiz-9');
    const api = mockApi({
      'GET /api/quizzes/quiz-9': () => ({
        body: {
          quizId: 'quiz-9',
          mode: 'standard',
          questions: QUESTIONS,
          finished: false,
          answers: [
            {
              questionId: 11,
              answer: 'went',
              final: true,
              hintUsed: false,
              feedback: checkResponse(11, 'went'),
            },
            {
              questionId: 12,
              answer: 'She went home.',
              final: true,
              hintUsed: false,
              feedback: checkResponse(12, 'She went home.'),
            },
          ],
        },
      }),
    });
    renderQuiz();
    expect(await screen.findByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Score: 2')).toBeInTheDocument();
    expect(api.callsTo('POST /api/questions')).toHaveLength(0);
    // The answered questions show their answers and feedback again.
    fireEvent.click(button('Previous'));
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('answer-feedback')).toHaveTextContent('Correct!');
    expect(
      within(screen.getByTestId('sentence-zone'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['She', 'went', 'home.']);
  });

  it('starts a new quiz when the stored one is gone', async () => {
    const raw = new URL(`http://host${ROUTES.quiz.href(SETTINGS)}`).searchParams.get('settings');
    const key = `gp.quiz-run:${JSON.stringify(['/api/questions', raw])}`;
    sessionStorage.setItem(key, 'quiz-gone');
    const api = standardApi();
    renderQuiz();
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(api.callsTo('GET /api/quizzes/quiz-gone')).toHaveLength(1);
    expect(api.callsTo('POST /api/questions')).toHaveLength(1);
    expect(sessionStorage.getItem(key)).toBe('quiz-1');
  });

  it('asks before Return to Home leaves a quiz with answers: Cancel stays, the other button leaves', async () => {
    standardApi();
    renderQuiz();
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('went'));
    fireEvent.click(button('Submit Answer'));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();

    fireEvent.click(button('Return to Home'));
    expect((await screen.findAllByText('Leave this quiz?')).length).toBeGreaterThan(0);
    expect(screen.getByText(/You have answered 1 of 3 questions/)).toBeInTheDocument();
    fireEvent.click(button('Stay'));
    await waitFor(() => expect(screen.queryAllByText('Leave this quiz?')).toHaveLength(0));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();

    fireEvent.click(button('Return to Home'));
    fireEvent.click(await screen.findByText('Leave quiz'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('celebrates the achievements the result earned, with real plurals, and heads a low score without praise', async () => {
    const earned = (id: number, key: string, name: string) => ({
      id,
      key,
      name,
      description: `${name} description`,
      type: 'milestone',
      rarity: 'common',
      threshold: 1,
      points: 10,
      icon: null,
      translations: {},
      earnedDate: '2026-11-22T05:00:00.000Z',
    });
    mockApi({
      'POST /api/questions': () => ({
        body: { quizId: 'quiz-1', mode: 'standard', questions: [QUESTIONS[0]] },
      }),
      'POST /api/check-answer': (body) => {
        const { questionId, answer } = body as { questionId: number; answer: string };
        return { body: checkResponse(questionId, answer) };
      },
      'POST /api/quiz-results': () => ({
        body: {
          id: 1,
          quizId: 'quiz-1',
          date: '2026-11-22T05:00:00.000Z',
          difficultyLevel: 'beginner',
          cefrLevel: 'a2',
          mode: 'standard',
          totalQuestions: 5,
          correctAnswers: 1,
          wrongAnswers: 4,
          score: 20,
          firstTryCorrect: 1,
          timeTaken: 42,
          scoresByType: { fill_blank: { correct: 1, total: 5 } },
          newAchievements: [earned(1, 'first-quiz', 'First Steps')],
        },
      }),
    });
    renderQuiz();
    expect(await screen.findByText('Question 1 of 1')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('go'));
    fireEvent.click(button('Submit Answer'));
    expect(await screen.findByText('Incorrect')).toBeInTheDocument();
    fireEvent.click(button('Finish Quiz'));
    expect(await screen.findByText('1 new achievement')).toBeInTheDocument();
    expect(await screen.findByText("You've earned 1 new achievement!")).toBeInTheDocument();
    expect(screen.getByText('New Achievement Unlocked!')).toBeInTheDocument();
    expect(screen.getByTestId('new-achievement-first-quiz')).toHaveTextContent('First Steps');
    // 20 %: no praise in the headline.
    expect(screen.getByText('Keep Practicing!')).toBeInTheDocument();
    expect(screen.queryByText('Excellent Progress!')).not.toBeInTheDocument();
    expect(screen.getByTestId('scores-by-type')).toHaveTextContent('1 / 5');
  });
});
