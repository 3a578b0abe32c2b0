import { fireEvent, screen, within } from '@testing-library/react';
import type { CheckAnswerResponse } from '@grammarpath/contracts';
import { renderWithPlatform } from '../../../../../../tools/jest/render-with-platform';
import { OptionList } from './option-list';

const OPTIONS = ['go', 'went', 'goes'];

const wrong: CheckAnswerResponse = {
  isCorrect: false,
  explanation: '',
  correctAnswer: 'went',
  diagnosis: { kind: 'wrong_option', message: '' },
  attempt: 1,
  attemptsLeft: 0,
};

function card(option: string): HTMLElement {
  const element = screen.getAllByTestId('option-card').find((item) => item.dataset.option === option);
  if (!element) throw new Error(`no card for ${option}`);
  return element;
}

describe('OptionList', () => {
  it('shows each option as a card with its letter, named by the option alone, and marks the one chosen', () => {
    const onChange = jest.fn();
    const { rerender } = renderWithPlatform(
      <OptionList options={OPTIONS} value="" locked={false} onChange={onChange} />,
    );
    expect(screen.getAllByTestId('option-key').map((badge) => badge.textContent)).toEqual(['A', 'B', 'C']);
    for (const badge of screen.getAllByTestId('option-key'))
      expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    fireEvent.click(screen.getByLabelText('went'));
    expect(onChange).toHaveBeenCalledWith('went');

    rerender(<OptionList options={OPTIONS} value="went" locked={false} onChange={onChange} />);
    expect(card('went')).toHaveAttribute('data-selected', 'true');
    expect(card('go')).not.toHaveAttribute('data-selected');
    expect(screen.getByLabelText('went')).toBeChecked();
  });

  it('after a wrong check, marks the pick and the right option in words and locks the options', () => {
    renderWithPlatform(
      <OptionList options={OPTIONS} value="go" locked feedback={wrong} onChange={() => undefined} />,
    );
    expect(card('go')).toHaveAttribute('data-option-state', 'wrong-pick');
    expect(within(card('go')).getByText('Your answer')).toBeInTheDocument();
    expect(card('went')).toHaveAttribute('data-option-state', 'right');
    expect(within(card('went')).getByText('Correct answer')).toBeInTheDocument();
    expect(card('goes')).not.toHaveAttribute('data-option-state');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
