import '../../../i18n';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { QuizResultView, StageQuizOutcome } from '@grammarpath/contracts';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import { QuizSummary } from './quiz-summary';

jest.mock('react-confetti', () => ({ __esModule: true, default: () => null }));

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

const outcome: StageQuizOutcome = {
  stageId: 12,
  pathId: 3,
  firstTryScore: 90,
  threshold: 70,
  passed: true,
  completed: true,
  completedNow: true,
  locked: false,
  pathCompleted: false,
  nextStageId: 13,
};

function result(stage: StageQuizOutcome): QuizResultView {
  return {
    id: 1,
    quizId: 'q',
    date: '2026-11-26T08:00:00.000Z',
    difficultyLevel: 'beginner',
    cefrLevel: null,
    mode: 'stage',
    totalQuestions: 10,
    correctAnswers: 10,
    wrongAnswers: 0,
    score: 100,
    firstTryCorrect: stage.firstTryScore / 10,
    timeTaken: 60,
    scoresByType: {},
    stage,
  };
}

function renderSummary(stage: StageQuizOutcome) {
  return renderWithPlatform(
    <>
      <QuizSummary
        correct={10}
        total={10}
        saved={result(stage)}
        saving={false}
        timeTakenSeconds={60}
        review={[]}
        onRestart={() => undefined}
        onHome={() => undefined}
      />
      <Where />
    </>,
    { path: '/quiz', user: TEST_USER },
  );
}

describe('the results of a stage quiz', () => {
  it('says the stage was completed and leads on to the next stage', async () => {
    renderSummary(outcome);
    expect(screen.getByTestId('stage-outcome')).toHaveTextContent('Stage completed!');
    expect(screen.getByTestId('stage-outcome')).toHaveTextContent('90%');
    fireEvent.click(screen.getByRole('button', { name: /Next Stage/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/learning-paths/3/stages/13'),
    );
  });

  it('says what score the stage needs when the quiz was not passed, and leads back to the stage', async () => {
    renderSummary({ ...outcome, firstTryScore: 50, passed: false, completed: false, completedNow: false });
    const box = screen.getByTestId('stage-outcome');
    expect(box).toHaveAttribute('data-outcome', 'notPassed');
    expect(box).toHaveTextContent('Not completed yet: this stage needs 70%');
    expect(box).toHaveTextContent('You had 50% of answers right on the first try.');
    expect(screen.queryByRole('button', { name: /Next Stage/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Back to the stage/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/learning-paths/3/stages/12'),
    );
  });

  it('says a passed quiz leaves a locked stage locked, and marks the path completed on its last stage', () => {
    const { unmount } = renderSummary({ ...outcome, completed: false, completedNow: false, locked: true });
    expect(screen.getByTestId('stage-outcome')).toHaveTextContent(
      'Quiz passed, but the stage is still locked',
    );
    unmount();
    renderSummary({ ...outcome, nextStageId: null, pathCompleted: true });
    expect(screen.getByTestId('stage-outcome')).toHaveTextContent('Path Completed!');
    expect(screen.getByRole('button', { name: /Back to the path/ })).toBeInTheDocument();
  });
});
