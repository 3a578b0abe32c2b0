import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { loadContent } from '../content/content-loader';
import { ContentError } from '../content/content-error';
import {
  type PathRow,
  type QuestionRow,
  type ResourceRow,
  type StageRow,
  indexByTopic,
  toPathRow,
  toQuestionRow,
  toResourceRow,
  toStageRow,
} from './content-mapping';
import { type LearningContent } from '../content/content.types';
import { LearningPathStage } from '../learning-paths/learning-path-stage.entity';
import { LearningPath } from '../learning-paths/learning-path.entity';
import { Question } from '../practice/questions/question.entity';
import { LearningResource } from '../learning-paths/resources/learning-resource.entity';
import { type UpsertCounts, type UpsertResult, countsOf, upsertByKey } from './upsert-by-key';
import {
  type AchievementCatalogue,
  loadAchievementCatalogue,
  upsertAchievementCatalogue,
} from './achievement-catalogue';

export interface SeedReport {
  questions: UpsertCounts;
  resources: UpsertCounts;
  paths: UpsertCounts;
  stages: UpsertCounts;
  /** Present when the seed was given an achievement catalogue. */
  achievements?: UpsertCounts;
  badges?: UpsertCounts;
}

const QUESTION_COLUMNS: (keyof QuestionRow)[] = [
  'type',
  'difficultyLevel',
  'cefrLevel',
  'category',
  'grammarTopics',
  'instruction',
  'sentence',
  'sentenceStart',
  'prompt',
  'words',
  'options',
  'correctAnswer',
  'acceptedAnswers',
  'optionNotes',
  'errorNote',
  'explanation',
  'detailedExplanation',
  'examples',
  'resourceLinks',
  'audioUrl',
  'translations',
];
const RESOURCE_COLUMNS: (keyof ResourceRow)[] = [
  'title',
  'content',
  'category',
  'grammarRule',
  'difficulty',
  'exampleSentences',
  'links',
  'translations',
];
const PATH_COLUMNS_WITHOUT_PREREQUISITES: (keyof PathRow)[] = [
  'name',
  'description',
  'difficultyLevel',
  'cefrLevel',
  'targetGrammarTopics',
  'estimatedCompletionTime',
  'translations',
];
const STAGE_COLUMNS: (keyof StageRow)[] = [
  'pathId',
  'name',
  'description',
  'orderIndex',
  'questionSetFilter',
  'questionSetIds',
  'resourceIds',
  'threshold',
  'translations',
];

function assertUniqueKeys(what: string, items: readonly { key: string }[]): void {
  const seen = new Set<string>();
  for (const { key } of items) {
    if (seen.has(key)) throw new ContentError(`duplicate ${what} key "${key}"`);
    seen.add(key);
  }
}

/**
 * Loads the content files into the catalogue tables (questions, learning_resources, learning_paths,
 * learning_path_stages), upserting by stable key in one transaction. Never touches learner tables.
 */
@Injectable()
export class SeedService {
  constructor(private readonly dataSource: DataSource) {}

  async seedFromDirectory(contentDir: string): Promise<SeedReport> {
    const [content, catalogue] = await Promise.all([
      loadContent(contentDir),
      loadAchievementCatalogue(contentDir),
    ]);
    return this.seed(content, catalogue);
  }

  async seed(content: LearningContent, catalogue?: AchievementCatalogue): Promise<SeedReport> {
    assertUniqueKeys('question', content.questions);
    assertUniqueKeys('resource', content.resources);
    assertUniqueKeys('path', content.paths);
    assertUniqueKeys(
      'stage',
      content.paths.flatMap((p) => p.stages),
    );
    if (catalogue) {
      assertUniqueKeys('achievement', catalogue.achievements);
      assertUniqueKeys('badge', catalogue.badges);
    }
    return this.dataSource.transaction(async (manager) => {
      const questionRows = content.questions.map(toQuestionRow);
      const questions = await upsertByKey(manager, Question, questionRows, QUESTION_COLUMNS);
      const resources = await upsertByKey(
        manager,
        LearningResource,
        content.resources.map(toResourceRow),
        RESOURCE_COLUMNS,
      );
      const paths = await this.upsertPaths(manager, content);
      const questionsByTopic = indexByTopic(
        questionRows.map((row) => ({
          id: questions.ids.get(row.key) as number,
          grammarTopics: row.grammarTopics,
          cefrLevel: row.cefrLevel,
        })),
      );
      const stageRows = content.paths.flatMap((p) =>
        p.stages.map((stage, orderIndex) =>
          toStageRow(stage, {
            pathId: paths.ids.get(p.key) as number,
            orderIndex,
            questionsByTopic,
            resourceIds: resources.ids,
          }),
        ),
      );
      const stages = await upsertByKey(manager, LearningPathStage, stageRows, STAGE_COLUMNS);
      const report: SeedReport = {
        questions: countsOf(questions),
        resources: countsOf(resources),
        paths: countsOf(paths),
        stages: countsOf(stages),
      };
      if (catalogue) {
        const { achievements, badges } = await upsertAchievementCatalogue(manager, catalogue);
        report.achievements = countsOf(achievements);
        report.badges = countsOf(badges);
      }
      return report;
    });
  }

  /** Two passes: prerequisites name other paths, whose ids exist only after the first pass. */
  private async upsertPaths(manager: EntityManager, content: LearningContent): Promise<UpsertResult> {
    const withoutPrerequisites = content.paths.map((p) => toPathRow({ ...p, prerequisites: [] }, new Map()));
    const first = await upsertByKey(
      manager,
      LearningPath,
      withoutPrerequisites,
      PATH_COLUMNS_WITHOUT_PREREQUISITES,
    );
    const complete = content.paths.map((p) => toPathRow(p, first.ids));
    const second = await upsertByKey(manager, LearningPath, complete, [
      ...PATH_COLUMNS_WITHOUT_PREREQUISITES,
      'prerequisitePaths',
    ]);
    const updatedKeys = new Set([...first.updatedKeys, ...second.updatedKeys]);
    for (const key of first.insertedKeys) updatedKeys.delete(key);
    return { ...second, insertedKeys: first.insertedKeys, updatedKeys };
  }
}
