import { DEFAULT_PATH_MINUTES, STAGE_THRESHOLD_DEFAULT } from '@grammarpath/contracts';
import { type LearningPathStage, type QuestionSetFilter } from '../learning-paths/learning-path-stage.entity';
import { type LearningPath } from '../learning-paths/learning-path.entity';
import { type Question } from '../practice/questions/question.entity';
import { type LearningResource } from '../learning-paths/resources/learning-resource.entity';
import { ContentError } from '../content/content-error';
import {
  type PathContent,
  type QuestionContent,
  type QuestionSetContent,
  type ResourceContent,
  type StageContent,
} from '../content/content.types';

/** The columns the seed writes; ids and timestamps belong to the database. */
type Row<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt' | 'path' | 'stages'>;
export type QuestionRow = Row<Question>;
export type ResourceRow = Row<LearningResource>;
export type PathRow = Row<LearningPath>;
export type StageRow = Row<LearningPathStage>;

/** What stage question sets are resolved against: a seeded question's id and the fields the filter reads. */
export type QuestionForSet = Pick<Question, 'id' | 'grammarTopics' | 'cefrLevel'>;

export function toQuestionRow(q: QuestionContent): QuestionRow {
  return {
    key: q.key,
    type: q.type,
    difficultyLevel: q.difficultyLevel,
    cefrLevel: q.cefrLevel ?? null,
    category: q.category ?? 'general',
    grammarTopics: q.grammarTopics,
    instruction: q.instruction,
    sentence: q.sentence ?? null,
    sentenceStart: q.sentenceStart ?? null,
    prompt: q.prompt ?? null,
    words: q.words ?? null,
    options: q.options ?? null,
    correctAnswer: q.correctAnswer,
    acceptedAnswers: q.acceptedAnswers ?? null,
    optionNotes: q.optionNotes ?? null,
    errorNote: q.errorNote ?? null,
    explanation: q.explanation,
    detailedExplanation: q.detailedExplanation ?? null,
    examples: q.examples ?? null,
    resourceLinks: q.resourceLinks ?? null,
    audioUrl: q.audioUrl ?? null,
    translations: q.translations ?? null,
  };
}

export function toResourceRow(r: ResourceContent): ResourceRow {
  return {
    key: r.key,
    title: r.title,
    content: r.content,
    category: r.category,
    grammarRule: r.grammarRule,
    difficulty: r.difficulty,
    exampleSentences: r.exampleSentences ?? [],
    links: r.links ?? [],
    translations: r.translations ?? null,
  };
}

function resolveKeys(
  keys: readonly string[],
  ids: ReadonlyMap<string, number>,
  what: string,
  owner: string,
): number[] {
  return keys.map((key) => {
    const id = ids.get(key);
    if (id === undefined) throw new ContentError(`${owner}: unknown ${what} "${key}"`);
    return id;
  });
}

/** pathIds: every path's id by key, for the prerequisites. */
export function toPathRow(p: PathContent, pathIds: ReadonlyMap<string, number>): PathRow {
  return {
    key: p.key,
    name: p.name,
    description: p.description,
    difficultyLevel: p.difficultyLevel,
    cefrLevel: p.cefrLevel ?? null,
    targetGrammarTopics: p.targetGrammarTopics ?? [],
    estimatedCompletionTime: p.estimatedCompletionTime ?? DEFAULT_PATH_MINUTES,
    prerequisitePaths: resolveKeys(p.prerequisites ?? [], pathIds, 'prerequisite path', `path ${p.key}`),
    translations: p.translations ?? null,
  };
}

export function toQuestionSetFilter(set: QuestionSetContent): QuestionSetFilter {
  return { grammarTopics: [...set.grammarTopics], cefrLevels: [...(set.cefrLevels ?? [])] };
}

/** The seeded questions grouped by each of their grammar topics, so that a stage reads only its topics. */
export type QuestionsByTopic = ReadonlyMap<string, readonly QuestionForSet[]>;

export function indexByTopic(questions: readonly QuestionForSet[]): QuestionsByTopic {
  const byTopic = new Map<string, QuestionForSet[]>();
  for (const question of questions) {
    for (const topic of question.grammarTopics) {
      const list = byTopic.get(topic);
      if (list) list.push(question);
      else byTopic.set(topic, [question]);
    }
  }
  return byTopic;
}

/** Ids (ascending) of the questions sharing a grammar topic with the filter, at one of its CEFR levels (any when none). */
export function resolveQuestionSet(filter: QuestionSetFilter, byTopic: QuestionsByTopic): number[] {
  const levels = new Set<string>(filter.cefrLevels);
  const ids = new Set<number>();
  for (const topic of filter.grammarTopics) {
    for (const q of byTopic.get(topic) ?? []) {
      if (levels.size === 0 || (q.cefrLevel !== null && levels.has(q.cefrLevel))) ids.add(q.id);
    }
  }
  return [...ids].sort((a, b) => a - b);
}

export interface StageContext {
  pathId: number;
  orderIndex: number;
  questionsByTopic: QuestionsByTopic;
  resourceIds: ReadonlyMap<string, number>;
}

export function toStageRow(s: StageContent, context: StageContext): StageRow {
  const questionSetFilter = toQuestionSetFilter(s.questionSet);
  return {
    key: s.key,
    pathId: context.pathId,
    name: s.name,
    description: s.description,
    orderIndex: context.orderIndex,
    questionSetFilter,
    questionSetIds: resolveQuestionSet(questionSetFilter, context.questionsByTopic),
    resourceIds: resolveKeys(s.resources ?? [], context.resourceIds, 'resource', `stage ${s.key}`),
    threshold: s.threshold ?? STAGE_THRESHOLD_DEFAULT,
    translations: s.translations ?? null,
  };
}
