import { LANGUAGES, type Language } from '@grammarpath/contracts';

/**
 * A namespace's bundles read from its language files (`<folder>/<language>.ts`, each exporting a const
 * named after its language), for `translationProblems`:
 * `await languageFiles((language) => import(`./i18n/${language}`))`.
 */
export async function languageFiles(
  importLanguage: (language: Language) => Promise<Record<string, unknown>>,
): Promise<Record<Language, unknown>> {
  const bundles = await Promise.all(
    LANGUAGES.map(async (language) => [language, (await importLanguage(language))[language]] as const),
  );
  return Object.fromEntries(bundles) as Record<Language, unknown>;
}
