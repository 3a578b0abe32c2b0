import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

const following = new WeakSet<QueryClient>();

/**
 * Teaching texts come in the interface language (the Accept-Language of every request): when the learner
 * picks another language, every query is fetched again in it.
 */
export function refetchOnLanguageChange(client: QueryClient, i18n: I18n): void {
  if (following.has(client)) return;
  following.add(client);
  const current = () => i18n.resolvedLanguage ?? i18n.language;
  let language = current();
  i18n.on('languageChanged', () => {
    if (current() === language) return;
    language = current();
    void client.invalidateQueries();
  });
}
