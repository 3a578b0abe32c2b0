import { percent } from './percent';

describe('percent', () => {
  it('rounds to a whole percent and counts nothing as 0', () => {
    expect(percent(2, 3)).toBe(67);
    expect(percent(1, 8)).toBe(13);
    expect(percent(10, 10)).toBe(100);
    expect(percent(0, 0)).toBe(0);
  });
});
