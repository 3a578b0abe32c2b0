import { fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import '../../../i18n';
import type { PlayQuizProps } from '../../../shared/play-quiz';
import { mockApi } from '../../../testing/mock-api';
import { MistakesReviewPage } from './mistakes-review-page';

jest.setTimeout(60_000);

/** The quiz player the page is given: shows what it was asked to play. */
function PlayQuiz({ title, source }: PlayQuizProps) {
  return <output data-testid="played">{`${title ?? ''} ${String(source.key[1])}`}</output>;
}

describe('/mistakes-review', () => {
  it('says how many mistakes wait before the review starts', async () => {
    mockApi({ 'GET /api/mistakes-review': () => ({ body: { mistakes: 4 } }) });
    renderWithPlatform(<MistakesReviewPage PlayQuiz={PlayQuiz} />, { user: TEST_USER });
    expect(await screen.findByTestId('mistakes-count')).toHaveTextContent(
      '4 mistakes are waiting for review.',
    );
    fireEvent.click(screen.getByText('Start Review'));
    expect(screen.getByTestId('played')).toHaveTextContent('Mistakes Review mistakes');
  });

  it('uses the singular for one mistake', async () => {
    mockApi({ 'GET /api/mistakes-review': () => ({ body: { mistakes: 1 } }) });
    renderWithPlatform(<MistakesReviewPage PlayQuiz={PlayQuiz} />, { user: TEST_USER });
    expect(await screen.findByTestId('mistakes-count')).toHaveTextContent('1 mistake is waiting for review.');
  });

  it('shows a clear empty state, and no Start, when there is nothing to review', async () => {
    mockApi({ 'GET /api/mistakes-review': () => ({ body: { mistakes: 0 } }) });
    renderWithPlatform(<MistakesReviewPage PlayQuiz={PlayQuiz} />, { user: TEST_USER });
    expect(await screen.findByTestId('mistakes-empty')).toHaveTextContent('No mistakes to review');
    expect(screen.queryByText('Start Review')).not.toBeInTheDocument();
  });
});
