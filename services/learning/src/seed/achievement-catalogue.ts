import {
  type AchievementMetric,
  type AchievementMetricParams,
  type AchievementRarity,
  type AchievementType,
  type ContentTranslations,
} from '@grammarpath/contracts';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type EntityManager } from 'typeorm';
import { Achievement } from '../achievements/achievement.entity';
import { Badge } from '../achievements/badge.entity';
import { ContentError } from '../content/content-error';
import { type UpsertResult, upsertByKey } from './upsert-by-key';

/** One item of content/achievements/achievements.json (content README). */
export interface AchievementContent {
  key: string;
  name: string;
  description: string;
  type: AchievementType;
  rarity: AchievementRarity;
  threshold: number;
  points: number;
  icon: string;
  metric: AchievementMetric;
  metricParams?: AchievementMetricParams;
  translations: ContentTranslations;
}

/** One item of content/achievements/badges.json. */
export interface BadgeContent {
  key: string;
  name: string;
  description: string;
  icon: string;
  criteria: { metric: AchievementMetric; threshold: number; metricParams?: AchievementMetricParams };
  translations: ContentTranslations;
}

export interface AchievementCatalogue {
  achievements: AchievementContent[];
  badges: BadgeContent[];
}

async function readList<T>(file: string, field: string): Promise<T[]> {
  if (!existsSync(file)) return [];
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`${file}: ${(error as Error).message}`);
  }
  const list = (data as Record<string, unknown> | null)?.[field];
  if (!Array.isArray(list)) throw new ContentError(`${file}: "${field}" must be a list`);
  return list as T[];
}

/** Reads achievements/achievements.json and achievements/badges.json; missing files are empty lists. */
export async function loadAchievementCatalogue(contentDir: string): Promise<AchievementCatalogue> {
  const dir = join(contentDir, 'achievements');
  const [achievements, badges] = await Promise.all([
    readList<AchievementContent>(join(dir, 'achievements.json'), 'achievements'),
    readList<BadgeContent>(join(dir, 'badges.json'), 'badges'),
  ]);
  return { achievements, badges };
}

export const toAchievementRow = (item: AchievementContent): Partial<Achievement> => ({
  key: item.key,
  name: item.name,
  description: item.description,
  type: item.type,
  rarity: item.rarity,
  threshold: item.threshold,
  points: item.points,
  iconPath: item.icon,
  metric: item.metric,
  metricParams: item.metricParams ?? null,
  translations: item.translations,
});

export const toBadgeRow = (item: BadgeContent): Partial<Badge> => ({
  key: item.key,
  name: item.name,
  description: item.description,
  iconPath: item.icon,
  criteria: JSON.stringify(item.criteria),
  translations: item.translations,
});

const ACHIEVEMENT_COLUMNS: (keyof Achievement & string)[] = [
  'name',
  'description',
  'type',
  'rarity',
  'threshold',
  'points',
  'iconPath',
  'metric',
  'metricParams',
  'translations',
];
const BADGE_COLUMNS: (keyof Badge & string)[] = [
  'name',
  'description',
  'iconPath',
  'criteria',
  'translations',
];

/** Upserts the catalogue by key inside the seed's transaction; learner records are never touched. */
export async function upsertAchievementCatalogue(
  manager: EntityManager,
  catalogue: AchievementCatalogue,
): Promise<{ achievements: UpsertResult; badges: UpsertResult }> {
  const achievements = await upsertByKey(
    manager,
    Achievement,
    catalogue.achievements.map(toAchievementRow),
    ACHIEVEMENT_COLUMNS,
  );
  const badges = await upsertByKey(manager, Badge, catalogue.badges.map(toBadgeRow), BADGE_COLUMNS);
  return { achievements, badges };
}
