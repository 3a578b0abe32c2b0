import { act, render, screen } from '@testing-library/react';
import type { AnswerDiagnosis } from '@grammarpath/contracts';
import { i18n, initI18n } from '@grammarpath/platform';
import '../../../i18n';
import { DiagnosisText } from './diagnosis-text';

// Only i18next is needed: the text has no theme, route or query.
function renderDiagnosis(diagnosis: AnswerDiagnosis) {
  initI18n();
  return render(<DiagnosisText diagnosis={diagnosis} />);
}

const englishParts = () =>
  Array.from(screen.getByTestId('diagnosis').querySelectorAll('[lang="en"]')).map((node) => node.textContent);

describe('the diagnosis of an answer', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('names the words of a wrong form and the rule, marking them as English content', () => {
    renderDiagnosis({
      kind: 'grammar_error',
      message: 'unused',
      reason: 'inflection',
      typed: 'go',
      expected: 'went',
      topic: 'past_tense',
      rule: 'Yesterday calls for the past simple.',
    });
    expect(screen.getByTestId('diagnosis')).toHaveTextContent(
      '“go” should be “went”. Past tense: Yesterday calls for the past simple.',
    );
    expect(englishParts()).toEqual(['go', 'went', 'Yesterday calls for the past simple.']);
  });

  it('phrases a typo and an accepted variant without a rule', () => {
    const { unmount } = renderDiagnosis({ kind: 'typo', message: '', typed: 'wnet', expected: 'went' });
    expect(screen.getByTestId('diagnosis')).toHaveTextContent(
      'Check the spelling: “wnet” looks like a misspelling of “went”.',
    );
    unmount();
    renderDiagnosis({ kind: 'accepted_variant', message: '' });
    expect(screen.getByTestId('diagnosis')).toHaveTextContent('Correct! This is also an accepted answer.');
  });

  it('speaks the learner’s language, the rule staying English', async () => {
    await act(() => i18n.changeLanguage('ja'));
    renderDiagnosis({
      kind: 'grammar_error',
      message: '',
      reason: 'word_order',
      rule: 'The subject comes first.',
    });
    expect(screen.getByTestId('diagnosis')).toHaveTextContent(
      '単語は合っていますが、語順が違います。 文法：The subject comes first.',
    );
    expect(englishParts()).toEqual(['The subject comes first.']);
  });

  it('shows the English message of a server older than the data, and nothing for a correct answer', () => {
    const { unmount } = renderDiagnosis({ kind: 'incorrect', message: 'Not quite. Grammar: older server.' });
    expect(screen.getByTestId('diagnosis')).toHaveTextContent('Not quite. Grammar: older server.');
    expect(screen.getByTestId('diagnosis')).toHaveAttribute('lang', 'en');
    unmount();
    renderDiagnosis({ kind: 'correct', message: 'Correct!' });
    expect(screen.queryByTestId('diagnosis')).not.toBeInTheDocument();
  });
});
