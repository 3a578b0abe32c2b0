import { Link } from 'react-router-dom';
import { Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';
import { LanguageMenu } from './language-menu';
import { NavLinks } from './nav-links';
import { ThemePicker } from './theme-picker';
import { UserMenu } from './user-menu';

export function AppHeader() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: 24,
        height: 'auto',
        lineHeight: 'normal',
        paddingBlock: 12,
      }}
    >
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex align="center" gap={32} wrap>
          <Link to={ROUTES.home.href()} style={{ fontSize: 20, fontWeight: 700, color: token.colorPrimary }}>
            {t('brand')}
          </Link>
          <NavLinks />
        </Flex>
        <Flex align="center" gap={8}>
          <ThemePicker />
          <LanguageMenu />
          <UserMenu />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
