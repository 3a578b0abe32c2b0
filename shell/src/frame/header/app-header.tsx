import { Link } from 'react-router-dom';
import { Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES, VIEWPORT_CLASSES } from '@grammarpath/contracts';
import { usePhoneViewport } from '@grammarpath/platform/ui';
import { CompactMenu } from './compact-menu';
import { HeaderDailyGoal } from './header-daily-goal';
import { HeaderTranslate } from './header-translate';
import { LanguageMenu } from './language-menu';
import { NavLinks } from './nav-links';
import { ThemePicker } from './theme-picker';
import { UserMenu } from './user-menu';

/**
 * The header. On a phone (below 768 px) one row: the brand, Log In when logged out and a menu button (the
 * rest is in its drawer); wider, the brand, the navigation links, the theme, language and translate
 * controls and the user menu. Its padding follows the breakpoint in CSS (frame.css).
 */
export function AppHeader() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const compact = usePhoneViewport();
  const brand = (
    <Link to={ROUTES.home.href()} style={{ fontSize: 20, fontWeight: 700, color: token.colorPrimary }}>
      {t('brand')}
    </Link>
  );
  return (
    <Layout.Header
      className="gp-header"
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        height: 'auto',
        lineHeight: 'normal',
        position: 'relative',
        zIndex: 10,
      }}
    >
      {compact !== false && (
        <Flex
          className={VIEWPORT_CLASSES.compactOnly}
          justify="space-between"
          align="center"
          gap={8}
          style={{ minHeight: 44 }}
        >
          {brand}
          <Flex align="center" gap={4}>
            <HeaderDailyGoal />
            <CompactMenu />
          </Flex>
        </Flex>
      )}
      {compact !== true && (
        <Flex className={VIEWPORT_CLASSES.wideOnly} justify="space-between" align="center" gap={16} wrap>
          <Flex align="center" gap={32} wrap>
            {brand}
            <NavLinks />
          </Flex>
          <Flex align="center" gap={8}>
            <HeaderDailyGoal />
            <ThemePicker />
            <LanguageMenu />
            <HeaderTranslate />
            <UserMenu />
          </Flex>
        </Flex>
      )}
    </Layout.Header>
  );
}
