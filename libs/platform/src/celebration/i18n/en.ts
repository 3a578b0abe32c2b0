export const en = {
  continue: 'Continue',
  type: {
    path: 'Learning path completed',
    achievement: 'Achievement unlocked',
    level: 'Level up',
    streak: 'Streak',
    stage: 'Stage completed',
  },
};
