import type { TFunction } from 'i18next';

/** Stands in for the name while the sentence is translated; never part of a translation. */
const MARK = '\u2063';

/**
 * A translated sentence with a path's or stage's name in it (`{{name}}`): the name is grammar content, so it
 * stays English and is marked `lang="en"` for screen readers; the rest is in the learner's language.
 */
export function TextWithContentName({
  t,
  i18nKey,
  name,
  values,
}: {
  t: TFunction;
  i18nKey: string;
  name: string;
  values?: Record<string, unknown>;
}) {
  const [before, ...after] = String(t(i18nKey, { ...values, name: MARK })).split(MARK);
  return (
    <>
      {before}
      <span lang="en">{name}</span>
      {after.join(name)}
    </>
  );
}
