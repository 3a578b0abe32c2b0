import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Every table of schema `learning` (SPEC §3 and the activity events of DESIGN.md §5). */
export class InitialSchema1795321604758 implements MigrationInterface {
  name = 'InitialSchema1795321604758';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "learning"."achievements" ("id" SERIAL NOT NULL, "name" character varying(120) NOT NULL, "description" text NOT NULL, "type" character varying(32) NOT NULL, "threshold" integer NOT NULL, "points" integer NOT NULL DEFAULT '0', "iconPath" text, "rarity" character varying(16) NOT NULL DEFAULT 'common', CONSTRAINT "UQ_b2d2ec6547a003ee5b43a71dbe3" UNIQUE ("name"), CONSTRAINT "PK_1bc19c37c6249f70186f318d71d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."badges" ("id" SERIAL NOT NULL, "name" character varying(120) NOT NULL, "description" text NOT NULL, "iconPath" text, "criteria" text, CONSTRAINT "UQ_9c91fc9c4a4ae01712baad1e9f6" UNIQUE ("name"), CONSTRAINT "PK_8a651318b8de577e8e217676466" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."user_achievements" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "achievementId" integer NOT NULL, "earnedDate" TIMESTAMP WITH TIME ZONE, "progress" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_user_achievements_user_achievement" UNIQUE ("userId", "achievementId"), CONSTRAINT "PK_3d94aba7e9ed55365f68b5e77fa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."user_badges" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "badgeId" integer NOT NULL, "dateEarned" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_user_badges_user_badge" UNIQUE ("userId", "badgeId"), CONSTRAINT "PK_0ca139216824d745a930065706a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."daily_challenges" ("id" SERIAL NOT NULL, "date" date NOT NULL, "questionIds" integer array NOT NULL DEFAULT '{}', "title" character varying(200) NOT NULL, "description" text NOT NULL DEFAULT '', CONSTRAINT "UQ_93d2fa0aae72790f6653398745e" UNIQUE ("date"), CONSTRAINT "PK_bdffde6b0cd1b5933043dc38ae1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."user_daily_challenges" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "challengeId" integer NOT NULL, "completed" boolean NOT NULL DEFAULT false, "score" integer, "dateAttempted" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_user_daily_challenges_user_challenge" UNIQUE ("userId", "challengeId"), CONSTRAINT "PK_326f19fa665d8b3ed39db00eb21" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."feedback" ("id" SERIAL NOT NULL, "userId" integer, "name" character varying(120) NOT NULL, "email" character varying(254) NOT NULL, "message" text NOT NULL, "rating" smallint, "category" character varying(16) NOT NULL DEFAULT 'general', "source" character varying(16) NOT NULL DEFAULT 'homepage', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_feedback_source" CHECK ("source" IN ('homepage', 'quiz', 'learning-path', 'other')), CONSTRAINT "CHK_feedback_category" CHECK ("category" IN ('general', 'bug', 'suggestion', 'question')), CONSTRAINT "CHK_feedback_rating" CHECK ("rating" BETWEEN 0 AND 5), CONSTRAINT "PK_8389f9e087a57689cd5be8b2b13" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."activity_events" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "type" character varying(16) NOT NULL, "pathId" integer NOT NULL, "stageId" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_activity_events_type" CHECK ("type" IN ('started', 'stage_completed', 'completed')), CONSTRAINT "PK_f8e8d9dbf64f93f58ae52b4a9e4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_activity_events_user_created" ON "learning"."activity_events" ("userId", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."learning_paths" ("id" SERIAL NOT NULL, "key" character varying(120) NOT NULL, "name" character varying(200) NOT NULL, "description" text NOT NULL, "difficultyLevel" character varying(16) NOT NULL, "cefrLevel" character varying(2), "targetGrammarTopics" text array NOT NULL DEFAULT '{}', "estimatedCompletionTime" integer NOT NULL DEFAULT '60', "prerequisitePaths" integer array NOT NULL DEFAULT '{}', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_98c78aa6c2aa630316e0d594924" UNIQUE ("key"), CONSTRAINT "CHK_learning_paths_cefr" CHECK ("cefrLevel" IN ('a1', 'a2', 'b1', 'b2', 'c1', 'c2')), CONSTRAINT "CHK_learning_paths_difficulty" CHECK ("difficultyLevel" IN ('beginner', 'intermediate', 'advanced')), CONSTRAINT "PK_2f073530d2af4a865296c06274c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."learning_path_stages" ("id" SERIAL NOT NULL, "key" character varying(120) NOT NULL, "pathId" integer NOT NULL, "name" character varying(200) NOT NULL, "description" text NOT NULL, "orderIndex" integer NOT NULL, "questionSetFilter" jsonb NOT NULL, "questionSetIds" integer array NOT NULL DEFAULT '{}', "resourceIds" integer array NOT NULL DEFAULT '{}', "threshold" integer NOT NULL DEFAULT '70', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_b548589549a6439a9c75242610e" UNIQUE ("key"), CONSTRAINT "PK_0b2b96edbe1de44e63004572a4a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_learning_path_stages_path_order" ON "learning"."learning_path_stages" ("pathId", "orderIndex")`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."user_learning_path_progress" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "pathId" integer NOT NULL, "currentStageId" integer, "started" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastActivity" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completed" boolean NOT NULL DEFAULT false, "completedDate" TIMESTAMP WITH TIME ZONE, "stagesCompleted" integer array NOT NULL DEFAULT '{}', "overallProgress" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_user_learning_path_progress_user_path" UNIQUE ("userId", "pathId"), CONSTRAINT "CHK_user_learning_path_progress_percent" CHECK ("overallProgress" BETWEEN 0 AND 100), CONSTRAINT "PK_ad2453d1a360f7798b2cfd1d2e0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."error_patterns" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "questionType" character varying(32) NOT NULL, "grammarRule" character varying(64) NOT NULL, "errorCount" integer NOT NULL DEFAULT '0', "lastOccurrence" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_error_patterns_user_type_rule" UNIQUE ("userId", "questionType", "grammarRule"), CONSTRAINT "PK_bc93fddf336288b170824701a05" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."user_progress" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "questionType" character varying(32) NOT NULL, "difficultyLevel" character varying(16) NOT NULL, "category" character varying(32) NOT NULL DEFAULT 'general', "totalAttempted" integer NOT NULL DEFAULT '0', "totalCorrect" integer NOT NULL DEFAULT '0', "averageResponseTime" real NOT NULL DEFAULT '0', "lastAttempted" TIMESTAMP WITH TIME ZONE, "streakCount" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_user_progress_user_type_level_category" UNIQUE ("userId", "questionType", "difficultyLevel", "category"), CONSTRAINT "PK_7b5eb2436efb0051fdf05cbe839" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."custom_question_sets" ("id" SERIAL NOT NULL, "creatorId" integer NOT NULL, "title" character varying(200) NOT NULL, "description" text, "isPublic" boolean NOT NULL DEFAULT false, "questionIds" integer array NOT NULL DEFAULT '{}', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2c553a3ce7bef3972b26b6dc4b0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_custom_question_sets_creator" ON "learning"."custom_question_sets" ("creatorId")`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."questions" ("id" SERIAL NOT NULL, "key" character varying(120) NOT NULL, "type" character varying(32) NOT NULL, "difficultyLevel" character varying(16) NOT NULL, "cefrLevel" character varying(2), "category" character varying(32) NOT NULL DEFAULT 'general', "grammarTopics" text array NOT NULL DEFAULT '{}', "instruction" text NOT NULL, "sentence" text, "sentenceStart" text, "prompt" text, "words" text array, "options" text array, "correctAnswer" text NOT NULL, "acceptedAnswers" text array, "optionNotes" jsonb, "errorNote" text, "explanation" text NOT NULL, "detailedExplanation" text, "examples" jsonb, "resourceLinks" jsonb, "audioUrl" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_34481659a095bfc757507110432" UNIQUE ("key"), CONSTRAINT "CHK_questions_cefr" CHECK ("cefrLevel" IN ('a1', 'a2', 'b1', 'b2', 'c1', 'c2')), CONSTRAINT "CHK_questions_difficulty" CHECK ("difficultyLevel" IN ('beginner', 'intermediate', 'advanced')), CONSTRAINT "CHK_questions_type" CHECK ("type" IN ('fill_blank', 'rearrange', 'completion', 'error_correction', 'multiple_choice')), CONSTRAINT "PK_08a6d4b0f49ff300bf3a0ca60ac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_questions_level_type" ON "learning"."questions" ("difficultyLevel", "cefrLevel", "type")`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."quiz_results" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "totalQuestions" integer NOT NULL, "correctAnswers" integer NOT NULL, "wrongAnswers" integer NOT NULL, "difficultyLevel" character varying(16) NOT NULL, "questionTypes" text array NOT NULL DEFAULT '{}', "category" character varying(32), "timeTaken" integer, "answers" jsonb NOT NULL DEFAULT '[]', CONSTRAINT "PK_4ecf38c5bf5b054ccc9f10e438a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_quiz_results_user_date" ON "learning"."quiz_results" ("userId", "date")`,
    );
    await queryRunner.query(
      `CREATE TABLE "learning"."learning_resources" ("id" SERIAL NOT NULL, "key" character varying(120) NOT NULL, "title" character varying(200) NOT NULL, "content" text NOT NULL, "category" character varying(64) NOT NULL, "grammarRule" character varying(32) NOT NULL, "difficulty" character varying(16) NOT NULL, "exampleSentences" text array NOT NULL DEFAULT '{}', "links" jsonb NOT NULL DEFAULT '[]', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_257ecab8d72920a92e2b4f9d9b0" UNIQUE ("key"), CONSTRAINT "PK_1012bb5224f1a3f663f08de41fb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "learning"."user_achievements" ADD CONSTRAINT "FK_6a5a5816f54d0044ba5f3dc2b74" FOREIGN KEY ("achievementId") REFERENCES "learning"."achievements"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "learning"."user_badges" ADD CONSTRAINT "FK_bd34ef334baea6f589a53438a1e" FOREIGN KEY ("badgeId") REFERENCES "learning"."badges"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "learning"."user_daily_challenges" ADD CONSTRAINT "FK_ac7782846b1e488f6d380deb1fc" FOREIGN KEY ("challengeId") REFERENCES "learning"."daily_challenges"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "learning"."learning_path_stages" ADD CONSTRAINT "FK_9180b45ec67a4f98e5d6a473922" FOREIGN KEY ("pathId") REFERENCES "learning"."learning_paths"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "learning"."user_learning_path_progress" ADD CONSTRAINT "FK_1aba8f921f1e04e38a0381f6780" FOREIGN KEY ("pathId") REFERENCES "learning"."learning_paths"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_questions_grammar_topics" ON "learning"."questions" USING GIN ("grammarTopics")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "learning"."IDX_questions_grammar_topics"`);
    await queryRunner.query(
      `ALTER TABLE "learning"."user_learning_path_progress" DROP CONSTRAINT "FK_1aba8f921f1e04e38a0381f6780"`,
    );
    await queryRunner.query(
      `ALTER TABLE "learning"."learning_path_stages" DROP CONSTRAINT "FK_9180b45ec67a4f98e5d6a473922"`,
    );
    await queryRunner.query(
      `ALTER TABLE "learning"."user_daily_challenges" DROP CONSTRAINT "FK_ac7782846b1e488f6d380deb1fc"`,
    );
    await queryRunner.query(
      `ALTER TABLE "learning"."user_badges" DROP CONSTRAINT "FK_bd34ef334baea6f589a53438a1e"`,
    );
    await queryRunner.query(
      `ALTER TABLE "learning"."user_achievements" DROP CONSTRAINT "FK_6a5a5816f54d0044ba5f3dc2b74"`,
    );
    await queryRunner.query(`DROP TABLE "learning"."learning_resources"`);
    await queryRunner.query(`DROP INDEX "learning"."IDX_quiz_results_user_date"`);
    await queryRunner.query(`DROP TABLE "learning"."quiz_results"`);
    await queryRunner.query(`DROP INDEX "learning"."IDX_questions_level_type"`);
    await queryRunner.query(`DROP TABLE "learning"."questions"`);
    await queryRunner.query(`DROP INDEX "learning"."IDX_custom_question_sets_creator"`);
    await queryRunner.query(`DROP TABLE "learning"."custom_question_sets"`);
    await queryRunner.query(`DROP TABLE "learning"."user_progress"`);
    await queryRunner.query(`DROP TABLE "learning"."error_patterns"`);
    await queryRunner.query(`DROP TABLE "learning"."user_learning_path_progress"`);
    await queryRunner.query(`DROP INDEX "learning"."IDX_learning_path_stages_path_order"`);
    await queryRunner.query(`DROP TABLE "learning"."learning_path_stages"`);
    await queryRunner.query(`DROP TABLE "learning"."learning_paths"`);
    await queryRunner.query(`DROP INDEX "learning"."IDX_activity_events_user_created"`);
    await queryRunner.query(`DROP TABLE "learning"."activity_events"`);
    await queryRunner.query(`DROP TABLE "learning"."feedback"`);
    await queryRunner.query(`DROP TABLE "learning"."user_daily_challenges"`);
    await queryRunner.query(`DROP TABLE "learning"."daily_challenges"`);
    await queryRunner.query(`DROP TABLE "learning"."user_badges"`);
    await queryRunner.query(`DROP TABLE "learning"."user_achievements"`);
    await queryRunner.query(`DROP TABLE "learning"."badges"`);
    await queryRunner.query(`DROP TABLE "learning"."achievements"`);
  }
}
