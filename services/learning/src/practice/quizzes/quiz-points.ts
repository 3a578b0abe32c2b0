import { POINTS_PER_CORRECT_ANSWER, type QuizPoints } from '@grammarpath/contracts';

/**
 * The points a stored result earned, counted as the learner's points are (LEARNER_POINTS): one per question
 * right at the first try, plus the points of the achievements it earned when they are known (only the answer
 * that stored the result knows them).
 */
export function quizPointsOf(
  result: { firstTryCorrect: number },
  earnedAchievements: readonly { points: number }[] = [],
): QuizPoints {
  const answers = result.firstTryCorrect * POINTS_PER_CORRECT_ANSWER;
  const achievements = earnedAchievements.reduce((sum, achievement) => sum + achievement.points, 0);
  return { answers, achievements, earned: answers + achievements };
}
