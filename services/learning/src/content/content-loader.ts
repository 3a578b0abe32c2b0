import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ContentError } from './content-error';
import { readJson } from './read-json';
import { withTranslations } from './translations-loader';
import {
  type LearningContent,
  type PathContent,
  type QuestionContent,
  type ResourceContent,
} from './content.types';

/** Reads `{ [field]: [...] }` from a file; a missing optional file is an empty list. */
async function readList<T>(file: string, field: string): Promise<T[]> {
  if (!existsSync(file)) return [];
  const data = await readJson(file);
  const list = (data as Record<string, unknown> | null)?.[field];
  if (!Array.isArray(list)) throw new ContentError(`${file}: "${field}" must be a list`);
  return list as T[];
}

async function readQuestions(dir: string): Promise<QuestionContent[]> {
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const lists = await Promise.all(
    files.map((name) => readList<QuestionContent>(join(dir, name), 'questions')),
  );
  return lists.flat();
}

/**
 * Reads questions/*.json (in file-name order), resources/resources.json and paths/paths.json, with their
 * teaching texts' translations (translations/<language>/).
 * Shape checks only: the content rules are content/validate.mjs's job.
 */
export async function loadContent(contentDir: string): Promise<LearningContent> {
  if (!existsSync(contentDir)) throw new ContentError(`${contentDir}: content folder not found`);
  const [questions, resources, paths] = await Promise.all([
    readQuestions(join(contentDir, 'questions')),
    readList<ResourceContent>(join(contentDir, 'resources', 'resources.json'), 'resources'),
    readList<PathContent>(join(contentDir, 'paths', 'paths.json'), 'paths'),
  ]);
  return withTranslations({ questions, resources, paths }, contentDir);
}
