import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type TranslatedLanguage } from '@grammarpath/contracts';
import { readJson } from './read-json';
import {
  type LearningContent,
  type NamedTexts,
  type QuestionTexts,
  type ResourceTexts,
} from './content.types';

const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

type Keyed<T> = Record<string, Partial<T> | undefined>;
type PathTexts = Partial<NamedTexts> & { stages?: Keyed<NamedTexts> };

/** One language's files (content/translations/README.md); a missing file is an empty one. */
interface LanguageFiles {
  instructions: Record<string, string | undefined>;
  questions: Keyed<QuestionTexts>;
  paths: Keyed<PathTexts>;
  resources: Keyed<ResourceTexts>;
}

async function readObject<T>(file: string): Promise<T> {
  return (existsSync(file) ? await readJson(file) : {}) as T;
}

async function readLanguage(dir: string): Promise<LanguageFiles> {
  const questionsDir = join(dir, 'questions');
  const topicFiles = existsSync(questionsDir)
    ? (await readdir(questionsDir)).filter((name) => name.endsWith('.json')).sort()
    : [];
  const [instructions, paths, resources, ...topics] = await Promise.all([
    readObject<LanguageFiles['instructions']>(join(dir, 'instructions.json')),
    readObject<LanguageFiles['paths']>(join(dir, 'paths.json')),
    readObject<LanguageFiles['resources']>(join(dir, 'resources.json')),
    ...topicFiles.map((name) => readObject<Keyed<QuestionTexts>>(join(questionsDir, name))),
  ]);
  return { instructions, paths, resources, questions: Object.assign({}, ...topics) as Keyed<QuestionTexts> };
}

/** Drops the fields a translation leaves out, so that an item with nothing translated has no entry. */
function present<T extends object>(texts: T): T | undefined {
  const kept = Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined));
  return Object.keys(kept).length > 0 ? (kept as T) : undefined;
}

function byLanguage<T>(
  read: (files: LanguageFiles) => T | undefined,
  all: Map<TranslatedLanguage, LanguageFiles>,
) {
  const entries = [...all].flatMap(([language, files]) => {
    const texts = read(files);
    return texts === undefined ? [] : [[language, texts] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Adds each item's translated teaching texts (content/translations/<language>/) to the English content, item
 * by item: an instruction is translated once per wording, every other text per item key. Shape checks are
 * tools/check-translations.mjs's job.
 */
export async function withTranslations(
  content: LearningContent,
  contentDir: string,
): Promise<LearningContent> {
  const root = join(contentDir, 'translations');
  const all = new Map<TranslatedLanguage, LanguageFiles>();
  for (const language of TRANSLATED) {
    if (existsSync(join(root, language))) all.set(language, await readLanguage(join(root, language)));
  }
  if (all.size === 0) return content;
  return {
    questions: content.questions.map((q) => ({
      ...q,
      translations: byLanguage(
        (files) => present({ ...files.questions[q.key], instruction: files.instructions[q.instruction] }),
        all,
      ),
    })),
    resources: content.resources.map((r) => ({
      ...r,
      translations: byLanguage((f) => f.resources[r.key], all),
    })),
    paths: content.paths.map((p) => ({
      ...p,
      translations: byLanguage(
        (files) => present({ name: files.paths[p.key]?.name, description: files.paths[p.key]?.description }),
        all,
      ),
      stages: p.stages.map((s) => ({
        ...s,
        translations: byLanguage((files) => files.paths[p.key]?.stages?.[s.key], all),
      })),
    })),
  };
}
