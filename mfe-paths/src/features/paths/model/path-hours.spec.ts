import { hoursOf } from './path-hours';

describe('path hours', () => {
  it('rounds the minutes to whole hours, 60 minutes when missing', () => {
    expect(hoursOf(90)).toBe(2);
    expect(hoursOf(0)).toBe(1);
    expect(hoursOf(null)).toBe(1);
  });
});
