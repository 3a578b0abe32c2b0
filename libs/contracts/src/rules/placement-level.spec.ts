import { PLACEMENT_LEVELS, type PlacementLevel } from '../placement';
import { passesLevel, suggestedPlacementLevel } from './placement-level';

const scores = (passed: PlacementLevel[]) =>
  PLACEMENT_LEVELS.map((level) => ({ level, passed: passed.includes(level) }));

describe('placement level', () => {
  it('passes a level at 2 of 3 and not at 1 of 3', () => {
    expect(passesLevel(3, 3)).toBe(true);
    expect(passesLevel(2, 3)).toBe(true);
    expect(passesLevel(1, 3)).toBe(false);
    expect(passesLevel(0, 3)).toBe(false);
    expect(passesLevel(0, 0)).toBe(false);
  });

  it('suggests the highest level passed with every lower level passed', () => {
    expect(suggestedPlacementLevel(scores(['a1', 'a2', 'b1']))).toBe('b1');
    expect(suggestedPlacementLevel(scores([...PLACEMENT_LEVELS]))).toBe('c1');
    expect(suggestedPlacementLevel(scores(['a1']))).toBe('a1');
  });

  it('stops at the first level not passed, whatever is passed above it', () => {
    expect(suggestedPlacementLevel(scores(['a1', 'b1', 'b2', 'c1']))).toBe('a1');
    expect(suggestedPlacementLevel(scores(['a1', 'a2', 'b2']))).toBe('a2');
  });

  it('suggests A1 when nothing is passed', () => {
    expect(suggestedPlacementLevel(scores([]))).toBe('a1');
    expect(suggestedPlacementLevel(scores(['a2', 'b1']))).toBe('a1');
    expect(suggestedPlacementLevel([])).toBe('a1');
  });
});
