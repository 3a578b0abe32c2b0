import { fireEvent, screen } from '@testing-library/react';
import type { DailyChallengeView } from '@grammarpath/contracts';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import '../../../i18n';
import type { PlayQuizProps } from '../../../shared/play-quiz';
import { mockApi } from '../../../testing/mock-api';
import { DailyChallengePage } from './daily-challenge-page';

jest.setTimeout(60_000);

const TODAY: DailyChallengeView = {
  id: 3,
  date: '2026-11-26',
  title: 'Stored English title',
  description: 'Stored English description',
  topic: 'past_tense',
  questionCount: 10,
  completed: false,
  score: null,
};

/** The quiz player the page is given: shows what it was asked to play. */
function PlayQuiz({ title, source }: PlayQuizProps) {
  return <output data-testid="played">{`${title ?? ''} ${String(source.key[0])}`}</output>;
}

describe('/daily-challenge', () => {
  it("shows today's topic in the learner's language and hands its quiz to the player", async () => {
    mockApi({ 'GET /api/daily-challenge': () => ({ body: TODAY }) });
    renderWithPlatform(<DailyChallengePage PlayQuiz={PlayQuiz} />, { user: TEST_USER });
    expect(await screen.findByTestId('daily-title')).toHaveTextContent('Daily challenge: Past tense');
    expect(screen.getByTestId('daily-status')).toHaveTextContent('A new challenge every day');
    fireEvent.click(screen.getByText('Start Challenge'));
    expect(screen.getByTestId('played')).toHaveTextContent(
      'Daily challenge: Past tense /api/daily-challenge/start',
    );
  });

  it('offers Retry when the challenge cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      'GET /api/daily-challenge': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { statusCode: 500, message: 'boom' } } : { body: TODAY };
      },
    });
    renderWithPlatform(<DailyChallengePage PlayQuiz={PlayQuiz} />, { user: TEST_USER });
    expect(
      await screen.findByText('Sorry, we couldn’t load today’s challenge. Please try again later.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByTestId('daily-title')).toBeInTheDocument();
  });
});
