import { GUIDE_SEEN_KEY, hasOwnTips, initialGuideState } from './guide-state';

const store = (seen: boolean) => ({
  getItem: (key: string) => (seen && key === GUIDE_SEEN_KEY ? 'true' : null),
});

describe('the Grammar Guide state', () => {
  it('opens expanded only on a first visit ever', () => {
    expect(initialGuideState('/', store(false))).toBe('expanded');
    expect(initialGuideState('/', store(true))).toBe('collapsed');
    expect(initialGuideState('/settings', store(true))).toBe('collapsed');
  });

  it('stays collapsed on the quiz pages, which show a tip box of their own', () => {
    expect(hasOwnTips('/quiz')).toBe(true);
    expect(hasOwnTips('/daily-challenge')).toBe(true);
    expect(hasOwnTips('/mistakes-review')).toBe(true);
    expect(hasOwnTips('/results')).toBe(false);
    expect(hasOwnTips('/')).toBe(false);
    expect(initialGuideState('/quiz', store(false))).toBe('collapsed');
  });

  it('opens expanded when storage cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(initialGuideState('/', broken)).toBe('expanded');
    expect(initialGuideState('/', undefined)).toBe('expanded');
  });
});
