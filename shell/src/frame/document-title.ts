import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, type RouteName } from '@grammarpath/contracts';

const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The page a path shows, by contracts' ROUTES name; 'notFound' when no page has that path. */
export function pageOfPath(pathname: string): RouteName | 'notFound' {
  return ROUTE_NAMES.find((name) => matchPath(ROUTES[name].pattern, pathname)) ?? 'notFound';
}

/** "<page> · GrammarPath" in the learner's language: one title per page, from the `common` namespace. */
export function documentTitleOf(page: RouteName | 'notFound', t: (key: string) => string): string {
  return `${t(`title.${page}`)} · ${t('brand')}`;
}

/** Keeps document.title on the current page's title, following navigation and language changes. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const title = documentTitleOf(pageOfPath(pathname), t);
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
