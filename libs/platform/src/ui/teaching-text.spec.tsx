import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/i18n';
import { lessonHtmlWithLanguages, TeachingText, teachingPlainText, useShowInEnglish } from './teaching-text';

beforeAll(() => initI18n());

function Explanation({ text, english }: { text: string; english?: string }) {
  const { showEnglish, toggle } = useShowInEnglish(english !== undefined);
  return (
    <div>
      <p data-testid="text">
        <TeachingText text={text} english={english} showEnglish={showEnglish} />
      </p>
      {toggle}
    </div>
  );
}

describe('TeachingText', () => {
  it('shows a translation in the page language with its English fragments marked lang="en"', () => {
    render(<Explanation text="母音の前では <en>an</en> を使います。" english="Use an before a vowel." />);
    const text = screen.getByTestId('text');
    expect(text).toHaveTextContent('母音の前では an を使います。');
    expect(text.querySelector('[lang="en"]')).toHaveTextContent(/^an$/);
  });

  it('marks a text that came in English as English, with no toggle', () => {
    render(<Explanation text="Use an before a vowel." />);
    expect(screen.getByTestId('text').querySelector('span[lang="en"]')).toHaveTextContent(
      'Use an before a vowel.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('swaps to the English original and back', async () => {
    render(<Explanation text="母音の前では <en>an</en> を使います。" english="Use an before a vowel." />);
    await userEvent.click(screen.getByRole('button', { name: 'Show in English' }));
    expect(screen.getByTestId('text')).toHaveTextContent('Use an before a vowel.');
    await userEvent.click(screen.getByRole('button', { name: 'Show in my language' }));
    expect(screen.getByTestId('text')).toHaveTextContent('母音の前では an を使います。');
  });

  it('turns the marks into plain text and into lang="en" spans in lessons', () => {
    expect(teachingPlainText('<en>an</en> の前')).toBe('an の前');
    expect(lessonHtmlWithLanguages('<p><en>a</en> か <en>an</en></p>')).toBe(
      '<p><span lang="en">a</span> か <span lang="en">an</span></p>',
    );
  });
});
