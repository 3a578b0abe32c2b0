import { useTranslation } from 'react-i18next';
import { PROGRESS_NAMESPACE } from '../../i18n';

/** A date formatter in the learner's language (a medium date unless other options are given). */
export function useDateFormat(
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): Intl.DateTimeFormat {
  const { i18n } = useTranslation(PROGRESS_NAMESPACE);
  return new Intl.DateTimeFormat(i18n.resolvedLanguage, options);
}
