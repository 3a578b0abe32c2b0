import { NavLink } from 'react-router-dom';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUser } from '@grammarpath/platform';
import { ROUTES } from '@grammarpath/contracts';

/** The main navigation: Learning Paths, Progress and User Profile. */
export const NAV_LINKS = [
  { to: ROUTES.paths.href(), labelKey: 'nav.learningPaths' },
  { to: ROUTES.progress.href(), labelKey: 'nav.progress' },
  { to: ROUTES.profile.href(), labelKey: 'nav.profile' },
] as const;

/** Learning Paths, Progress and User Profile: shown only to logged-in users. */
export function NavLinks() {
  const { t } = useTranslation();
  const { user } = useUser();
  if (!user) return null;
  return (
    <nav aria-label={t('nav.main')}>
      <Flex gap={20} wrap>
        {NAV_LINKS.map(({ to, labelKey }) => (
          <NavLink
            key={to}
            to={to}
            style={({ isActive }) => ({ fontWeight: isActive ? 600 : 400, color: 'inherit' })}
          >
            {t(labelKey)}
          </NavLink>
        ))}
      </Flex>
    </nav>
  );
}
