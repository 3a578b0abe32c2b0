import { act, render, screen } from '@testing-library/react';
import type { HintResponse } from '@grammarpath/contracts';
import { i18n, initI18n } from '@grammarpath/platform';
import '../../../i18n';
import { HintText } from './hint-text';

function renderHint(hint: HintResponse) {
  return render(<HintText hint={hint} />);
}

describe('a practice hint', () => {
  beforeAll(() => initI18n());

  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('names the topic in the learner’s language and keeps the rule English', async () => {
    await act(() => i18n.changeLanguage('ja'));
    renderHint({
      hint: 'Past tense: Look at the time word.',
      topic: 'past_tense',
      rule: 'Look at the time word.',
    });
    const hint = screen.getByTestId('hint');
    expect(hint).toHaveTextContent(
      `${i18n.t('topic.past_tense', { ns: 'platform' })}：Look at the time word.`,
    );
    expect(Array.from(hint.querySelectorAll('[lang="en"]')).map((node) => node.textContent)).toEqual([
      'Look at the time word.',
    ]);
  });

  it('shows an older server’s English hint as it comes', () => {
    renderHint({ hint: 'Look at the time word.' });
    expect(screen.getByText('Look at the time word.')).toHaveAttribute('lang', 'en');
  });
});
