import { GUIDE_SEEN_KEY, guideSeen, hasOwnTips, initialGuideState, seenCookieOf } from './guide-state';

const store = (seen: boolean) => ({
  getItem: (key: string) => (seen && key === GUIDE_SEEN_KEY ? 'true' : null),
});

describe('the Grammar Guide state', () => {
  it('opens expanded only on a first visit ever', () => {
    expect(initialGuideState('/', false)).toBe('expanded');
    expect(initialGuideState('/', true)).toBe('collapsed');
    expect(initialGuideState('/settings', true)).toBe('collapsed');
  });

  it('stays collapsed on the quiz pages, which show a tip box of their own', () => {
    expect(hasOwnTips('/quiz')).toBe(true);
    expect(hasOwnTips('/daily-challenge')).toBe(true);
    expect(hasOwnTips('/mistakes-review')).toBe(true);
    expect(hasOwnTips('/results')).toBe(false);
    expect(hasOwnTips('/')).toBe(false);
    expect(initialGuideState('/quiz', false)).toBe('collapsed');
  });
});

describe('whether the guide was seen', () => {
  it('is read from the cookie (which the server reads too) or from localStorage (visits before the cookie)', () => {
    expect(guideSeen({ cookie: 'true' })).toBe(true);
    expect(guideSeen({ cookie: 'true', storage: store(false) })).toBe(true);
    expect(guideSeen({ storage: store(true) })).toBe(true);
    expect(guideSeen({ cookie: 'no', storage: store(false) })).toBe(false);
    expect(guideSeen({})).toBe(false);
  });

  it('is not seen when storage cannot be read and there is no cookie', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(guideSeen({ storage: broken })).toBe(false);
    expect(guideSeen({ cookie: 'true', storage: broken })).toBe(true);
  });

  it("finds the cookie's value among the document's cookies", () => {
    expect(seenCookieOf(`lng=ja; ${GUIDE_SEEN_KEY}=true; mood-theme=calm`)).toBe('true');
    expect(seenCookieOf(`${GUIDE_SEEN_KEY}=true`)).toBe('true');
    expect(seenCookieOf(`x${GUIDE_SEEN_KEY}=true; lng=en`)).toBeUndefined();
    expect(seenCookieOf('')).toBeUndefined();
  });
});
