import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import {
  ContentSentence,
  markedParts,
  translateAroundContent,
  useContentLabel,
  type SentencePart,
} from './content-names';

const t = i18next.createInstance();
void t.init({
  lng: 'ja',
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: {
    ja: {
      translation: {
        progressOf: '{{name}} の進捗',
        circle: 'ステージ {{number}}: {{name}}（{{state}}）',
        done: '{{path}}の「{{stage}}」を完了しました',
      },
    },
  },
});

function Labelled({ parts }: { parts: SentencePart[] }) {
  const label = useContentLabel(parts);
  return (
    <>
      <button type="button" aria-labelledby={label.labelledBy}>
        1
      </button>
      {label.element}
    </>
  );
}

describe('grammar content inside translated sentences', () => {
  it('splits a translation around the names, with other values filled in', () => {
    expect(
      translateAroundContent(t.t, 'circle', { name: 'Who and Which' }, { number: 2, state: '完了' }),
    ).toEqual([
      { text: 'ステージ 2: ', content: false },
      { text: 'Who and Which', content: true },
      { text: '（完了）', content: false },
    ]);
    expect(translateAroundContent(t.t, 'done', { path: 'Relative Clauses', stage: 'Whose' })).toEqual([
      { text: 'Relative Clauses', content: true },
      { text: 'の「', content: false },
      { text: 'Whose', content: true },
      { text: '」を完了しました', content: false },
    ]);
  });

  it("keeps a name that came translated in the learner's language, its English fragments as content", () => {
    const name = { text: '<en>be</en> 動詞', english: 'The Verb Be' };
    expect(translateAroundContent(t.t, 'progressOf', { name })).toEqual([
      { text: 'be', content: true },
      { text: ' 動詞', content: false },
      { text: ' の進捗', content: false },
    ]);
    expect(translateAroundContent(t.t, 'progressOf', { name: { text: 'The Verb Be' } })).toEqual([
      { text: 'The Verb Be', content: true },
      { text: ' の進捗', content: false },
    ]);
  });

  it('splits a translation around the English examples marked in it', () => {
    expect(markedParts('<en>If I had…</en> ならふつう <en>would</en> が続きます')).toEqual([
      { text: 'If I had…', content: true },
      { text: ' ならふつう ', content: false },
      { text: 'would', content: true },
      { text: ' が続きます', content: false },
    ]);
    expect(markedParts('No examples here.')).toEqual([{ text: 'No examples here.', content: false }]);
  });

  it('shows the sentence with each name marked lang="en"', () => {
    const { container } = render(
      <p>
        <ContentSentence parts={translateAroundContent(t.t, 'progressOf', { name: 'Relative Clauses' })} />
      </p>,
    );
    expect(container.querySelector('p')).toHaveTextContent('Relative Clauses の進捗');
    expect(container.querySelector('[lang="en"]')).toHaveTextContent(/^Relative Clauses$/);
  });

  it('names a control by hidden pieces, the name among them marked lang="en"', () => {
    render(<Labelled parts={translateAroundContent(t.t, 'progressOf', { name: 'Relative Clauses' })} />);
    const button = screen.getByRole('button', { name: 'Relative Clauses の進捗' });
    const pieces = button
      .getAttribute('aria-labelledby')!
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(pieces.map((piece) => piece?.getAttribute('lang') ?? null)).toEqual(['en', null]);
    expect(pieces.every((piece) => piece?.hidden)).toBe(true);
  });
});
