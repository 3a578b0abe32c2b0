import { LANGUAGES, type Language } from '@grammarpath/contracts';

type Bundle = { [key: string]: unknown };

function leaves(bundle: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (bundle && typeof bundle === 'object' && !Array.isArray(bundle)) {
    for (const [key, value] of Object.entries(bundle as Bundle)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object' && !Array.isArray(value))
        leaves(value, path).forEach((leaf, leafPath) => out.set(leafPath, leaf));
      else out.set(path, value);
    }
  }
  return out;
}

function variablesOf(text: string): string {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

/**
 * Every problem of one namespace's bundles, as readable lines: a key of the English bundle missing or
 * empty in another language, a key English does not have, or different {{variables}} than English.
 * An empty list means the namespace is complete in every language.
 */
export function translationProblems(
  namespace: string,
  bundles: Partial<Record<Language, unknown>>,
): string[] {
  const problems: string[] = [];
  const english = leaves(bundles.en);
  if (english.size === 0) return [`${namespace}: the English bundle is empty`];
  for (const language of LANGUAGES) {
    if (language === 'en') continue;
    const translated = leaves(bundles[language]);
    for (const [path, source] of english) {
      const value = translated.get(path);
      if (typeof value !== 'string' || value.trim() === '')
        problems.push(`${namespace}.${language}: ${path} is missing`);
      else if (typeof source === 'string' && variablesOf(source) !== variablesOf(value))
        problems.push(
          `${namespace}.${language}: ${path} has {{${variablesOf(value)}}} instead of {{${variablesOf(source)}}}`,
        );
    }
    for (const path of translated.keys())
      if (!english.has(path)) problems.push(`${namespace}.${language}: ${path} is not in English`);
  }
  return problems;
}
