import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import {
  ACHIEVEMENT_METRICS,
  type AchievementMetricParams,
  type Language,
  type ProgressSummary,
  type QuizMode,
  WEEKLY_ACTIVITY_DAYS,
} from '@grammarpath/contracts';
import { LearnerAggregates1795740000000 } from '../database/migrations/1795740000000-learner-aggregates';
import { LearnerVersions1796000000000 } from '../database/migrations/1796000000000-learner-versions';
import { LearnerDataService } from '../learner-data/learner-data.service';
import { PathContentService } from '../learning-paths/path-content.service';
import { PathProgressService } from '../learning-paths/path-progress.service';
import { ProgressSummaryService } from '../progress-summary/progress-summary.service';
import { type LearningTestApp, startLearningTestApp } from '../testing/learning-test-app';
import { Achievement } from '../achievements/achievement.entity';
import { metricValue } from '../achievements/achievement-rules';
import { utcDay } from '../shared/utc-day';
import { currentStreak } from './activity-rules';
import { LearnerHistoryFullScan, referenceMetricValue } from './learner-statistics.full-scan';
import { type LearnerHistory, type LearnerStatistics, summariseHistory } from './learner-statistics';
import { LearnerStatisticsReader } from './learner-statistics.reader';
import { quizResultBody } from '../testing/quiz-test-app';

/** Seeded pseudo-random numbers (mulberry32): the same histories on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const LEARNERS = 14;
const DAY_MS = 86_400_000;

interface QuestionRow {
  id: number;
  correctAnswer: string;
}

/** Metric parameters to try: the catalogue's and a sweep around them. */
function paramSweep(catalogue: readonly Achievement[]): Map<string, (AchievementMetricParams | null)[]> {
  const sweep = new Map<string, (AchievementMetricParams | null)[]>();
  for (const metric of ACHIEVEMENT_METRICS) sweep.set(metric, [null]);
  for (const a of catalogue) sweep.get(a.metric)?.push(a.metricParams);
  for (const minPercent of [0, 50, 70, 80, 85, 90, 95, 100])
    sweep.get('high_score_quizzes')?.push({ minPercent });
  for (const minQuestions of [0, 5, 20, 50]) sweep.get('accuracy_percent')?.push({ minQuestions });
  for (const minDays of [1, 2, 3, 4, 5, 7]) sweep.get('weekly_consistency')?.push({ minDays });
  for (const maxSecondsPerQuestion of [0, 1, 5, 10, 15, 20, 25, 30, 60, 600])
    sweep.get('fast_quizzes')?.push({ maxSecondsPerQuestion });
  return sweep;
}

describe('per-learner aggregates equal the full scan of the facts', () => {
  let t: LearningTestApp;
  let reader: LearnerStatisticsReader;
  let fullScan: LearnerHistoryFullScan;
  let questions: QuestionRow[];
  const learners: number[] = [];

  beforeAll(async () => {
    t = await startLearningTestApp();
    reader = t.app.get(LearnerStatisticsReader);
    fullScan = new LearnerHistoryFullScan(t.dataSource);
    questions = await t.dataSource.query<QuestionRow[]>(
      `SELECT "id", "correctAnswer" FROM learning.questions ORDER BY "id"`,
    );
    const paths = await t.dataSource.query<{ id: number }[]>(
      `SELECT "id" FROM learning.learning_paths ORDER BY "id" LIMIT 3`,
    );
    const content = t.app.get(PathContentService);
    const progress = t.app.get(PathProgressService);

    for (let n = 0; n < LEARNERS; n += 1) {
      const rand = random(20_261_126 + n);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
      const userId = 70_000 + n;
      learners.push(userId);
      const cookie = await t.login(userId);

      /** One quiz through the real endpoints: answers checked (with retries and hints), then the result. */
      const playQuiz = async (quizId: string, ids: number[], maxAttempts: number): Promise<void> => {
        for (const id of ids) {
          if (rand() < 0.15) continue; // left unanswered
          const question = questions.find((q) => q.id === id) as QuestionRow;
          for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
            const right = rand() < 0.6;
            const res = await t
              .http()
              .post('/api/check-answer')
              .set('Cookie', cookie)
              .send({
                quizId,
                questionId: id,
                answer: right ? question.correctAnswer : 'definitely not it',
                hintUsed: rand() < 0.2,
              });
            expect(res.status).toBe(200);
            if (right || rand() < 0.5) break;
          }
        }
        await t
          .http()
          .post('/api/quiz-results')
          .set('Cookie', cookie)
          .send(quizResultBody(quizId))
          .expect(201);
      };

      const quizCount = 2 + Math.floor(rand() * 7);
      for (let q = 0; q < quizCount; q += 1) {
        const size = pick([1, 3, 5, 10, 10, 12, 20]);
        const ids = [...new Set(Array.from({ length: size }, () => pick(questions).id))];
        const mode: QuizMode = pick(['standard', 'standard', 'mistakes'] as QuizMode[]);
        const maxAttempts = rand() < 0.4 ? 3 : 1;
        const quizId = randomUUID();
        await t.dataSource.query(
          `INSERT INTO learning.quizzes (id, "userId", mode, "questionIds", "difficultyLevel", "questionTypes",
             "isPracticeMode", "maxAttempts", "startedAt")
           VALUES ($1, $2, $3, $4, 'beginner', '{}', $5, $6, now() - make_interval(secs => $7))`,
          [quizId, userId, mode, ids, maxAttempts > 1, maxAttempts, Math.floor(rand() * 40 * ids.length)],
        );
        await playQuiz(quizId, ids, maxAttempts);
      }

      if (rand() < 0.6) {
        const daily = await t.http().post('/api/daily-challenge/start').set('Cookie', cookie).expect(201);
        const body = daily.body as { quizId: string; questions: { id: number }[] };
        await playQuiz(
          body.quizId,
          body.questions.map((q) => q.id),
          1,
        );
      }

      // Stage completions through the paths feature (as a passing stage quiz completes them).
      for (const path of paths) {
        if (rand() < 0.4) continue;
        const stages = await content.orderedStages(path.id);
        const done = Math.floor(rand() * (stages.length + 1));
        for (const stage of stages.slice(0, done)) await progress.completeByQuiz(userId, stages, stage.id);
      }

      // The facts happened on random days of the last weeks (as they would have, over time): moved by updates.
      await t.dataSource.query(
        `UPDATE learning.quiz_results SET "date" = "date" - make_interval(days => (("id" * 7 + $2) % 17), hours => ("id" % 5))
         WHERE "userId" = $1`,
        [userId, n],
      );
      await t.dataSource.query(
        `UPDATE learning.activity_events SET "createdAt" = "createdAt" - make_interval(days => (("id" * 3 + $2) % 11))
         WHERE "userId" = $1`,
        [userId, n],
      );
    }
  }, 600_000);

  afterAll(() => t?.close());

  const expectSame = (
    stats: LearnerStatistics,
    history: LearnerHistory,
    sweep: ReturnType<typeof paramSweep>,
  ) => {
    expect(stats).toEqual(summariseHistory(history));
    for (const [metric, paramsList] of sweep) {
      for (const params of paramsList) {
        const metricName = metric as (typeof ACHIEVEMENT_METRICS)[number];
        expect({ metric, params, value: metricValue(metricName, params, stats, 123) }).toEqual({
          metric,
          params,
          value: referenceMetricValue(metricName, params, history, 123),
        });
      }
    }
  };

  it('for every metric and parameter, over random histories written through the real write paths', async () => {
    const sweep = paramSweep(await t.dataSource.getRepository(Achievement).find());
    const seen = {
      quizzes: 0,
      fast: 0,
      perfect: 0,
      mistakes: 0,
      daily: 0,
      stages: 0,
      days: 0,
      hints: 0,
      retries: 0,
    };
    for (const userId of learners) {
      const history = await fullScan.read(userId);
      const stats = await reader.read(userId);
      expectSame(stats, history, sweep);
      seen.quizzes += history.quizzes.length;
      seen.fast += metricValue('fast_quizzes', { maxSecondsPerQuestion: 30 }, stats, 0);
      seen.perfect += metricValue('perfect_quizzes', null, stats, 0);
      seen.mistakes += stats.mistakesReviews;
      seen.daily += stats.dailyChallengesCompleted;
      seen.stages += stats.stagesCompleted;
      seen.days += Math.max(0, stats.activeDays.length - 1);
      seen.hints += stats.topics.reduce((sum, topic) => sum + topic.hintsUsed, 0);
      seen.retries += stats.topics.reduce((sum, topic) => sum + topic.correct - topic.firstTryCorrect, 0);
    }
    // The histories exercise every kind of fact.
    for (const [kind, count] of Object.entries(seen)) expect([kind, count > 0]).toEqual([kind, true]);
  });

  it('in the progress summary and the quiz results page', async () => {
    for (const userId of learners) {
      const cookie = await t.login(userId);
      const now = new Date();
      const summary = (await t.http().get('/api/user/progress-summary').set('Cookie', cookie).expect(200))
        .body as ProgressSummary;
      const history = await fullScan.read(userId);
      expect(summary.quizzesFinished).toBe(history.quizzes.length);
      const page = await t
        .http()
        .get('/api/quiz-results?page=1&pageSize=3')
        .set('Cookie', cookie)
        .expect(200);
      expect((page.body as { total: number }).total).toBe(history.quizzes.length);
      expect(summary.activeDays).toBe(history.activeDays.length);
      expect(summary.streakDays).toBe(currentStreak(history.activeDays, now));
      expect(summary.mastery.map((m) => [m.topic, m.answered, m.firstTryCorrect, m.hintsUsed])).toEqual(
        history.topics.map((m) => [m.topic, m.answered, m.firstTryCorrect, m.hintsUsed]),
      );
      expect(summary.accuracyByType.map((m) => [m.questionType, m.answered, m.firstTryCorrect])).toEqual(
        history.types.map((m) => [m.questionType, m.answered, m.firstTryCorrect]),
      );
      const week = Array.from({ length: WEEKLY_ACTIVITY_DAYS }, (_, i) => {
        const date = utcDay(new Date(now.getTime() - (WEEKLY_ACTIVITY_DAYS - 1 - i) * DAY_MS));
        const ofDay = history.quizzes.filter((q) => utcDay(q.date) === date);
        return {
          date,
          quizzes: ofDay.length,
          questions: ofDay.reduce((sum, q) => sum + q.totalQuestions, 0),
          correct: ofDay.reduce((sum, q) => sum + q.correctAnswers, 0),
          quizMinutes: Math.floor(ofDay.reduce((sum, q) => sum + (q.timeTaken ?? 0), 0) / 60),
        };
      });
      expect(summary.weeklyActivity.map(({ stagesCompleted: _, ...day }) => day)).toEqual(week);
    }
  });

  it('in the stored progress summary: served while nothing it reads changed, built again when anything did', async () => {
    const summaries = t.app.get(ProgressSummaryService);
    const served = async (cookie: string, language: Language) => {
      const res = await t
        .http()
        .get(`/api/user/progress-summary?lng=${language}`)
        .set('Cookie', cookie)
        .expect(200)
        .expect('Content-Type', /^application\/json/);
      return res.body as ProgressSummary;
    };
    for (const userId of learners) {
      const cookie = await t.login(userId);
      for (const language of ['en', 'ja'] as Language[]) {
        const built = await summaries.build(userId, language);
        expect(await served(cookie, language)).toEqual(built);
        expect(await served(cookie, language)).toEqual(built);
      }
    }
    const stored = await t.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS "count" FROM learning.learner_summaries WHERE "userId" = ANY($1)`,
      [learners],
    );
    expect(stored[0].count).toBe(learners.length * 2);

    // Each kind of write the summary reads is seen on the next read.
    const userId = learners[3];
    const cookie = await t.login(userId);
    const [path] = await t.dataSource.query<{ id: number }[]>(
      `SELECT "id" FROM learning.learning_paths ORDER BY "id" DESC LIMIT 1`,
    );
    const writes: [string, boolean][] = [
      [
        `DELETE FROM learning.user_learning_path_progress WHERE "userId" = $1 AND "pathId" = ${path.id}`,
        false,
      ],
      [
        `INSERT INTO learning.user_learning_path_progress ("userId", "pathId", "stagesCompleted", "overallProgress")
         VALUES ($1, ${path.id}, '{}', 10)`,
        true,
      ],
      [
        `UPDATE learning.user_learning_path_progress SET "overallProgress" = 40 WHERE "userId" = $1 AND "pathId" = ${path.id}`,
        true,
      ],
      [
        `INSERT INTO learning.activity_events ("userId", "type", "pathId", "stageId") VALUES ($1, 'started', ${path.id}, NULL)`,
        true,
      ],
      [
        `INSERT INTO learning.quiz_results ("userId", "totalQuestions", "correctAnswers", "wrongAnswers", "difficultyLevel")
         VALUES ($1, 4, 3, 1, 'beginner')`,
        true,
      ],
      [`UPDATE learning.quiz_answers SET "hintUsed" = NOT "hintUsed" WHERE "userId" = $1`, true],
      [`UPDATE learning.user_achievements SET "earnedDate" = NULL WHERE "userId" = $1`, true],
    ];
    await t.http().post('/api/user/check-achievements').set('Cookie', cookie).expect(200);
    for (const [write, changes] of writes) {
      const before = await served(cookie, 'en');
      await t.dataSource.query(write, [userId]);
      const after = await served(cookie, 'en');
      expect({ write, after }).toEqual({ write, after: await summaries.build(userId, 'en') });
      const changed = JSON.stringify(after) !== JSON.stringify(before);
      if (changes) expect({ write, changed }).toEqual({ write, changed: true });
    }
  });

  it('after the migration rebuilds learners from their facts (resumable: only the unmarked ones)', async () => {
    const sweep = paramSweep(await t.dataSource.getRepository(Achievement).find());
    const [rebuilt, ...kept] = learners;
    // As if the aggregates had never been kept for most learners, and one learner was already rebuilt.
    for (const table of [
      'learner_totals',
      'learner_quiz_scores',
      'learner_fast_quizzes',
      'learner_days',
      'learner_topics',
      'learner_types',
      'learner_explored',
    ]) {
      await t.dataSource.query(`DELETE FROM learning.${table} WHERE "userId" = ANY($1)`, [kept]);
    }
    await t.dataSource.query(`SELECT learning.rebuild_learner_aggregates($1)`, [rebuilt]);
    const before = await t.dataSource.query<{ builtAt: Date }[]>(
      `SELECT "builtAt" FROM learning.learner_aggregates_built WHERE "userId" = $1`,
      [rebuilt],
    );
    const queryRunner = t.dataSource.createQueryRunner();
    try {
      await new LearnerAggregates1795740000000().up(queryRunner);
      await new LearnerAggregates1795740000000().up(queryRunner);
      await new LearnerVersions1796000000000().up(queryRunner);
    } finally {
      await queryRunner.release();
    }
    const after = await t.dataSource.query<{ builtAt: Date }[]>(
      `SELECT "builtAt" FROM learning.learner_aggregates_built WHERE "userId" = $1`,
      [rebuilt],
    );
    expect(after).toEqual(before);
    for (const userId of learners) expectSame(await reader.read(userId), await fullScan.read(userId), sweep);
    // Run again, the versions and what is stored from them stay: the summaries served are still current.
    const summaries = t.app.get(ProgressSummaryService);
    for (const userId of learners.slice(0, 3)) {
      const cookie = await t.login(userId);
      const res = await t.http().get('/api/user/progress-summary').set('Cookie', cookie).expect(200);
      expect(res.body).toEqual(await summaries.build(userId));
    }
  });

  it('leaves nothing of a learner whose data is deleted', async () => {
    const userId = learners[1];
    await t.app.get(LearnerDataService).delete(userId);
    const rows = await t.dataSource.query<{ count: number }[]>(
      `SELECT (SELECT count(*) FROM learning.learner_totals WHERE "userId" = $1)
            + (SELECT count(*) FROM learning.learner_days WHERE "userId" = $1)
            + (SELECT count(*) FROM learning.learner_topics WHERE "userId" = $1)
            + (SELECT count(*) FROM learning.learner_types WHERE "userId" = $1)
            + (SELECT count(*) FROM learning.learner_explored WHERE "userId" = $1)
            + (SELECT count(*) FROM learning.learner_quiz_scores WHERE "userId" = $1)
            + (SELECT count(*) FROM learning.learner_fast_quizzes WHERE "userId" = $1)
            + (SELECT count(*) FROM learning.learner_aggregates_built WHERE "userId" = $1)
            + (SELECT count(*) FROM learning.learner_versions WHERE "userId" = $1)
            + (SELECT count(*) FROM learning.learner_checks WHERE "userId" = $1)
            + (SELECT count(*) FROM learning.learner_summaries WHERE "userId" = $1) AS "count"`,
      [userId],
    );
    expect(Number(rows[0].count)).toBe(0);
  });
});
