import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_QUIZ_SETTINGS, ROUTES } from '@grammarpath/contracts';
import { renderWithPlatform, TEST_USER } from '../../../../../tools/jest/render-with-platform';
import '../../../i18n';
import { defaultQuizHref, nextTypeSelection } from '../model/quiz-setup';
import { QuizSetupPanel } from './quiz-setup-panel';

// antd in jsdom is slow on a busy machine; text and label queries keep these tests quick.
jest.setTimeout(120_000);

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPanel(user = TEST_USER as typeof TEST_USER | null) {
  return renderWithPlatform(
    <>
      <QuizSetupPanel />
      <WhereAmI />
    </>,
    { user },
  );
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('quiz setup panel', () => {
  it('offers both level tabs, all five types and the four counts', () => {
    renderPanel();
    expect(screen.getByText('standard difficulty')).toBeInTheDocument();
    expect(input(/^Beginner/).checked).toBe(true);
    expect(screen.getByText('Basic grammar concepts')).toBeInTheDocument();
    expect(screen.getByText('More complex rules')).toBeInTheDocument();
    expect(screen.getByText('Challenging grammar usage')).toBeInTheDocument();
    for (const type of ['Fill in the blank', 'Rearrange', 'Completion'])
      expect(input(type).checked).toBe(true);
    for (const type of ['Error correction', 'Multiple choice']) expect(input(type).checked).toBe(false);
    const count = screen.getByRole('combobox', { name: 'Number of questions' }) as HTMLSelectElement;
    expect([...count.options].map((option) => option.text)).toEqual([
      '10 questions',
      '20 questions',
      '30 questions',
      '40 questions',
    ]);
    expect(count.value).toBe('10');

    fireEvent.click(screen.getByText('CEFR levels'));
    for (const level of ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'])
      expect(screen.getByText(level)).toBeInTheDocument();
    expect(screen.getAllByText('Beginner')).toHaveLength(3);
  });

  it('starts the default quiz (defaultQuizHref, contracts DEFAULT_QUIZ_SETTINGS) when nothing is changed', () => {
    renderPanel();
    fireEvent.click(screen.getByText('Start Quiz'));
    const location = screen.getByTestId('location').textContent ?? '';
    expect(location).toBe(defaultQuizHref());
    expect(location).toBe(ROUTES.quiz.href(DEFAULT_QUIZ_SETTINGS));
    expect(JSON.parse(new URLSearchParams(location.split('?')[1]).get('settings') ?? '')).toEqual({
      difficultyLevel: 'beginner',
      questionTypes: ['fill_blank', 'rearrange', 'completion'],
      questionCount: 10,
      isPracticeMode: false,
      progressiveDifficulty: false,
    });
  });

  it('starts a CEFR quiz with the chosen types and count', () => {
    renderPanel();
    fireEvent.click(screen.getByText('CEFR levels'));
    fireEvent.click(screen.getByText('B1'));
    fireEvent.click(input('Error correction'));
    fireEvent.click(input('Multiple choice'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Number of questions' }), {
      target: { value: '30' },
    });
    fireEvent.click(screen.getByText('Start Quiz'));
    const location = screen.getByTestId('location').textContent ?? '';
    expect(location.startsWith('/quiz?settings=')).toBe(true);
    const settings: unknown = JSON.parse(new URLSearchParams(location.split('?')[1]).get('settings') ?? '');
    expect(settings).toEqual({
      difficultyLevel: 'intermediate',
      cefrLevel: 'b1',
      questionTypes: ['fill_blank', 'rearrange', 'completion', 'error_correction', 'multiple_choice'],
      questionCount: 30,
      isPracticeMode: false,
      progressiveDifficulty: false,
    });
  });

  it('starts no CEFR quiz before a level is picked, and says which choice is missing', () => {
    renderPanel();
    fireEvent.click(screen.getByText('CEFR levels'));
    const start = screen.getByText('Start Quiz').closest('button') as HTMLButtonElement;
    expect(start).toBeDisabled();
    expect(screen.getByText('Choose a CEFR level (A1 to C2) to start the quiz.')).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-describedby', 'quiz-cefr-required');
    fireEvent.click(start);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    fireEvent.click(screen.getByText('A2'));
    expect(start).toBeEnabled();
    expect(screen.queryByText('Choose a CEFR level (A1 to C2) to start the quiz.')).not.toBeInTheDocument();
  });

  it('ignores unchecking the last question type', () => {
    renderPanel();
    fireEvent.click(input('Fill in the blank'));
    fireEvent.click(input('Rearrange'));
    fireEvent.click(input('Completion'));
    expect(input('Completion').checked).toBe(true);
    fireEvent.click(screen.getByText('Start Quiz'));
    const location = screen.getByTestId('location').textContent ?? '';
    expect(JSON.parse(new URLSearchParams(location.split('?')[1]).get('settings') ?? '')).toMatchObject({
      difficultyLevel: 'beginner',
      questionTypes: ['completion'],
      questionCount: 10,
    });
  });

  it('sends a visitor who is not logged in to /auth', () => {
    renderPanel(null);
    fireEvent.click(screen.getByText('Start Quiz'));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it('never unchecks the last question type', () => {
    expect(nextTypeSelection(['completion'], [])).toEqual(['completion']);
    expect(nextTypeSelection(['completion', 'fill_blank'], ['completion'])).toEqual(['completion']);
    expect(nextTypeSelection(['completion'], ['rearrange', 'completion'])).toEqual([
      'rearrange',
      'completion',
    ]);
  });
});
