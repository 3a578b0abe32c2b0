// The history section's data: learners' histories written straight into the learning schema with
// generate_series (not through the API), consistent with what the services write: a served quiz, one
// quiz_answers row per question, the quiz_results row computed from those answers, user_progress and
// error_patterns as the answer recorder keeps them, path progress with its activity_events, and completed
// daily challenges. The identity users exist already (registered through the API): only ids are given here.

const DAY_SECONDS = 86_400;

/** Two years of daily practice: about 1,500 finished quizzes of 20 questions (30,000 answers) in 730 days. */
export const TWO_YEAR_PLAN = Object.freeze({
  spanSeconds: 730 * DAY_SECONDS,
  quizzes: 1500,
  questionsPerQuiz: 20,
  correctRate: 0.78,
  hintRate: 0.05,
  pathShare: 1,
  dailyChallengeDays: 730,
  dailyChallengeShare: 0.6,
});

/** A learner's first hour: one finished quiz of 20 questions (with mistakes to review), nothing else. */
export const NEW_LEARNER_PLAN = Object.freeze({
  spanSeconds: 3600,
  quizzes: 1,
  questionsPerQuiz: 20,
  correctRate: 0.7,
  hintRate: 0.05,
  pathShare: 0,
  dailyChallengeDays: 0,
  dailyChallengeShare: 0,
});

/** Seconds between two answers of a quiz. */
const ANSWER_SECONDS = 20;

function checkPlan(plan) {
  const positive = ['spanSeconds', 'quizzes', 'questionsPerQuiz'];
  for (const key of positive) {
    if (!(Number.isFinite(plan[key]) && plan[key] > 0)) throw new Error(`history plan: ${key} must be > 0`);
  }
  for (const key of ['correctRate', 'hintRate', 'pathShare', 'dailyChallengeShare']) {
    if (!(plan[key] >= 0 && plan[key] <= 1)) throw new Error(`history plan: ${key} must be within 0..1`);
  }
  if (!Number.isInteger(plan.quizzes) || !Number.isInteger(plan.questionsPerQuiz)) {
    throw new Error('history plan: quizzes and questionsPerQuiz are whole numbers');
  }
  // A quiz's answers must fit between it and the next one, the last one before now.
  if (plan.questionsPerQuiz * ANSWER_SECONDS + 5 >= plan.spanSeconds / plan.quizzes) {
    throw new Error('history plan: quizzes overlap (spanSeconds / quizzes too short for their answers)');
  }
}

/** Splits `ids` into batches of at most `size` (each seeded in one transaction). */
export function batches(ids, size) {
  if (!(size > 0)) throw new Error('batch size must be > 0');
  const out = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

/** Rows the plan writes per learner (quiz_answers, quizzes, quiz_results), for the printed summary. */
export function plannedRows(plan, learners) {
  return {
    quizzes: plan.quizzes * learners,
    quizAnswers: plan.quizzes * plan.questionsPerQuiz * learners,
  };
}

/**
 * Once per connection: the question bank as a numbered list (ordered by level, category and id, so that a
 * quiz's consecutive questions share a level), which every batch draws from.
 */
export const QUESTION_TABLE_SQL = `
CREATE TEMP TABLE IF NOT EXISTS bench_questions AS
SELECT (row_number() OVER (ORDER BY "difficultyLevel", "cefrLevel", "category", "id") - 1)::int AS n,
       "id", "type", "difficultyLevel" AS level, "cefrLevel" AS cefr, "category",
       coalesce("grammarTopics"[1], 'general') AS rule, "correctAnswer" AS correct
FROM learning.questions`;

/** Once for the run: the daily challenges of the last `days` days before today (shared by every learner). */
export function dailyChallengesStatement(days) {
  return {
    name: 'daily challenges',
    text: `
INSERT INTO learning.daily_challenges ("date", "questionIds", "title", "description")
SELECT d::date, (SELECT array_agg("id") FROM (SELECT "id" FROM learning.questions ORDER BY "id" LIMIT 10) q),
       'Daily challenge', ''
FROM generate_series(current_date - $1::int, current_date - 1, interval '1 day') d
ON CONFLICT ("date") DO NOTHING`,
    values: [days],
  };
}

/**
 * The statements that seed the history of `userIds` under `plan`, in order, in one transaction, on a
 * connection that ran QUESTION_TABLE_SQL: [{name, text, values}].
 */
export function historyStatements(plan, userIds) {
  checkPlan(plan);
  if (!userIds.length || !userIds.every((id) => Number.isInteger(id) && id > 0)) {
    throw new Error('history: user ids must be positive integers');
  }
  const p = plan;
  return [
    {
      name: 'quizzes (scratch)',
      // Quiz i of a learner starts (quizzes - i) / quizzes of the span ago, give or take ten minutes; its
      // questions are `questionsPerQuiz` consecutive ones of the bank from a random place.
      text: `
CREATE TEMP TABLE bench_quizzes ON COMMIT DROP AS
SELECT gen_random_uuid() AS "quizId", u AS "userId",
       now() - make_interval(secs => $2::float8 * ($3 - i) / $3 + random() * 600)
         - make_interval(secs => ${ANSWER_SECONDS} * ($4 + 1)) AS "startedAt",
       floor(random() * (SELECT count(*) FROM bench_questions))::int AS start
FROM unnest($1::int[]) AS u, generate_series(0, $3 - 1) AS i`,
      values: [userIds, p.spanSeconds, p.quizzes, p.questionsPerQuiz],
    },
    {
      name: 'answers (scratch)',
      text: `
CREATE TEMP TABLE bench_answers ON COMMIT DROP AS
SELECT z."quizId", z."userId", z."startedAt", z.k, q."id" AS "questionId", q."type", q.level, q.cefr,
       q."category", q.rule, q.correct, z.ok, z.hint,
       z."startedAt" + make_interval(secs => ${ANSWER_SECONDS} * (z.k + 1)) AS "answeredAt"
FROM (
  SELECT s."quizId", s."userId", s."startedAt", s.start, k, random() < $1 AS ok, random() < $2 AS hint
  FROM bench_quizzes s CROSS JOIN generate_series(0, $3 - 1) AS k
) z
JOIN bench_questions q ON q.n = (z.start + z.k) % (SELECT count(*) FROM bench_questions)`,
      values: [p.correctRate, p.hintRate, p.questionsPerQuiz],
    },
    {
      name: 'quizzes',
      text: `
INSERT INTO learning.quizzes ("id", "userId", "mode", "questionIds", "difficultyLevel", "cefrLevel", "category",
  "questionTypes", "isPracticeMode", "maxAttempts", "showHints", "showExplanationAfterEachAttempt", "startedAt")
SELECT "quizId", "userId", 'standard', array_agg("questionId" ORDER BY k), mode() WITHIN GROUP (ORDER BY level),
       mode() WITHIN GROUP (ORDER BY cefr), NULL, array_agg(DISTINCT "type"), false, 1, false, true, "startedAt"
FROM bench_answers GROUP BY "quizId", "userId", "startedAt"`,
      values: [],
    },
    {
      name: 'quiz_answers',
      text: `
INSERT INTO learning.quiz_answers ("quizId", "userId", "questionId", "questionType", "answer", "attempts",
  "isCorrect", "firstTryCorrect", "final", "hintUsed", "answeredAt")
SELECT "quizId", "userId", "questionId", "type", CASE WHEN ok THEN correct ELSE 'x' END, 1, ok, ok, true, hint,
       "answeredAt"
FROM bench_answers`,
      values: [],
    },
    {
      name: 'quiz_results',
      text: `
INSERT INTO learning.quiz_results ("userId", "date", "totalQuestions", "correctAnswers", "wrongAnswers",
  "difficultyLevel", "questionTypes", "category", "timeTaken", "answers", "quizId", "mode", "cefrLevel",
  "firstTryCorrect", "answeredQuestions", "scoresByType")
SELECT a."userId", max(a."answeredAt") + interval '5 seconds', count(*)::int, (count(*) FILTER (WHERE a.ok))::int,
       (count(*) FILTER (WHERE NOT a.ok))::int, mode() WITHIN GROUP (ORDER BY a.level), array_agg(DISTINCT a."type"),
       NULL, extract(epoch FROM max(a."answeredAt") - a."startedAt")::int,
       jsonb_agg(jsonb_build_object('questionId', a."questionId",
         'answer', CASE WHEN a.ok THEN a.correct ELSE 'x' END, 'isCorrect', a.ok) ORDER BY a.k),
       a."quizId", 'standard', mode() WITHIN GROUP (ORDER BY a.cefr), (count(*) FILTER (WHERE a.ok))::int,
       count(*)::int, s.scores
FROM bench_answers a
JOIN (
  SELECT "quizId", jsonb_object_agg("type", jsonb_build_object('correct', correct, 'total', total)) AS scores
  FROM (SELECT "quizId", "type", (count(*) FILTER (WHERE ok))::int AS correct, count(*)::int AS total
        FROM bench_answers GROUP BY "quizId", "type") t
  GROUP BY "quizId"
) s ON s."quizId" = a."quizId"
GROUP BY a."quizId", a."userId", a."startedAt", s.scores`,
      values: [],
    },
    {
      name: 'user_progress',
      text: `
INSERT INTO learning.user_progress ("userId", "questionType", "difficultyLevel", "category", "totalAttempted",
  "totalCorrect", "averageResponseTime", "lastAttempted", "streakCount")
SELECT "userId", "type", level, "category", count(*)::int, (count(*) FILTER (WHERE ok))::int,
       ${ANSWER_SECONDS}, max("answeredAt"), 0
FROM bench_answers GROUP BY "userId", "type", level, "category"
ON CONFLICT ("userId", "questionType", "difficultyLevel", "category") DO NOTHING`,
      values: [],
    },
    {
      name: 'error_patterns',
      text: `
INSERT INTO learning.error_patterns ("userId", "questionType", "grammarRule", "errorCount", "lastOccurrence")
SELECT "userId", "type", rule, count(*)::int, max("answeredAt")
FROM bench_answers WHERE NOT ok GROUP BY "userId", "type", rule
ON CONFLICT ("userId", "questionType", "grammarRule") DO NOTHING`,
      values: [],
    },
    {
      name: 'path progress',
      // The first `pathShare` of the paths (by id), one after another over the span, every stage completed.
      text: `
CREATE TEMP TABLE bench_paths ON COMMIT DROP AS
SELECT u AS "userId", p."id" AS "pathId",
       now() - make_interval(secs => $2::float8 * (p.paths - p.r) / p.paths) AS started,
       now() - make_interval(secs => $2::float8 * (p.paths - p.r - 0.9) / p.paths) AS finished,
       coalesce((SELECT array_agg(s."id" ORDER BY s."orderIndex") FROM learning.learning_path_stages s
                 WHERE s."pathId" = p."id"), '{}') AS stages
FROM unnest($1::int[]) AS u
CROSS JOIN (SELECT "id", (row_number() OVER (ORDER BY "id") - 1)::int AS r, count(*) OVER ()::int AS paths
            FROM learning.learning_paths) p
WHERE p.r < ceil(p.paths * $3::float8)`,
      values: [userIds, p.spanSeconds, p.pathShare],
    },
    {
      name: 'user_learning_path_progress',
      text: `
INSERT INTO learning.user_learning_path_progress ("userId", "pathId", "currentStageId", "started", "lastActivity",
  "completed", "completedDate", "stagesCompleted", "overallProgress")
SELECT "userId", "pathId", NULL, started, finished, true, finished, stages, 100 FROM bench_paths
ON CONFLICT ("userId", "pathId") DO NOTHING`,
      values: [],
    },
    {
      name: 'activity_events',
      text: `
INSERT INTO learning.activity_events ("userId", "type", "pathId", "stageId", "createdAt")
SELECT "userId", 'started', "pathId", NULL, started FROM bench_paths
UNION ALL
SELECT b."userId", 'stage_completed', b."pathId", s.id,
       b.started + (b.finished - b.started) * (s.ord::float8 / cardinality(b.stages))
FROM bench_paths b CROSS JOIN LATERAL unnest(b.stages) WITH ORDINALITY AS s(id, ord)
UNION ALL
SELECT "userId", 'completed', "pathId", NULL, finished FROM bench_paths`,
      values: [],
    },
    {
      name: 'user_daily_challenges',
      text: `
INSERT INTO learning.user_daily_challenges ("userId", "challengeId", "completed", "score", "dateAttempted")
SELECT u, c."id", true, 60 + floor(random() * 41)::int, c."date" + interval '18 hours'
FROM unnest($1::int[]) AS u
JOIN learning.daily_challenges c ON c."date" >= current_date - $2::int AND c."date" < current_date
WHERE random() < $3
ON CONFLICT ("userId", "challengeId") DO NOTHING`,
      values: [userIds, p.dailyChallengeDays, p.dailyChallengeShare],
    },
  ];
}

/**
 * Seeds `plan` for `userIds` over `connections` pg clients (each runs its share of the batches, one
 * transaction a batch). `onBatch(done, total)` reports progress.
 */
export async function seedHistory(clients, plan, userIds, { batchSize = 10, onBatch } = {}) {
  const queue = batches(userIds, batchSize);
  const total = queue.length;
  let done = 0;
  const worker = async (client) => {
    await client.query('SET synchronous_commit = off');
    await client.query(QUESTION_TABLE_SQL);
    for (let batch = queue.shift(); batch; batch = queue.shift()) {
      await client.query('BEGIN');
      try {
        for (const statement of historyStatements(plan, batch)) {
          await client.query(statement.text, statement.values);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
      onBatch?.(++done, total);
    }
  };
  await Promise.all(clients.map(worker));
}
