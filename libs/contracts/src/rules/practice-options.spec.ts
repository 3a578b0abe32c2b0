import { MAX_ATTEMPTS, resolvePracticeOptions } from './practice-options';

describe('practice options', () => {
  it('gives one try, no hints, outside practice mode whatever else is set', () => {
    expect(resolvePracticeOptions({ maxAttempts: 5, showHints: true })).toEqual({
      isPracticeMode: false,
      maxAttempts: 1,
      showHints: false,
      showExplanationAfterEachAttempt: true,
    });
  });

  it('turns hints and explanations on in practice mode unless they are set false', () => {
    expect(resolvePracticeOptions({ isPracticeMode: true })).toEqual({
      isPracticeMode: true,
      maxAttempts: MAX_ATTEMPTS.default,
      showHints: true,
      showExplanationAfterEachAttempt: true,
    });
    expect(
      resolvePracticeOptions({
        isPracticeMode: true,
        showHints: false,
        showExplanationAfterEachAttempt: false,
      }),
    ).toMatchObject({ showHints: false, showExplanationAfterEachAttempt: false });
  });

  it('keeps the tries within MAX_ATTEMPTS', () => {
    const attempts = (maxAttempts: number) =>
      resolvePracticeOptions({ isPracticeMode: true, maxAttempts }).maxAttempts;
    expect([0, 1, 4, 10, 99].map(attempts)).toEqual([1, 1, 4, 10, 10]);
  });
});
