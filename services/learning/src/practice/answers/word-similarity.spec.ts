import { areInflections, editDistance, isMisspelling } from './word-similarity';

describe('word similarity', () => {
  it('measures edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('walk', 'walk')).toBe(0);
  });

  it.each([
    ['walk', 'walks'],
    ['study', 'studies'],
    ['make', 'making'],
    ['stop', 'stopped'],
    ['big', 'bigger'],
  ])('treats %s / %s as two forms of one word', (a, b) => {
    expect(areInflections(a, b)).toBe(true);
  });

  it('does not treat unrelated or identical words as inflections', () => {
    expect(areInflections('walk', 'talk')).toBe(false);
    expect(areInflections('walk', 'walk')).toBe(false);
  });

  it('allows one slip in short words and two in longer ones', () => {
    expect(isMisspelling('teh', 'the')).toBe(false);
    expect(isMisspelling('tha', 'the')).toBe(true);
    expect(isMisspelling('recieve', 'receive')).toBe(true);
    expect(isMisspelling('banana', 'receive')).toBe(false);
  });
});
