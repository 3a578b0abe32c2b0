import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Avatar, Button, Divider, Drawer, Flex, theme, Typography } from 'antd';
import {
  LoadingOutlined,
  LogoutOutlined,
  MenuOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { initialsOf, nameOf, useLogout, useUser } from '@grammarpath/platform';
import { ROUTES } from '@grammarpath/contracts';
import { HeaderTranslate } from './header-translate';
import { LanguageMenu } from './language-menu';
import { NAV_LINKS } from './nav-links';
import { ThemePicker } from './theme-picker';
import { SessionPlaceholder } from './user-menu';

const DRAWER_ID = 'compact-menu';

/** The phone menu's account part: who is logged in, Profile, Settings and Log out ('Logging out...' while pending). */
function AccountItems({ onNavigate }: { onNavigate: (to: string) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { user } = useUser();
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  if (!user) return null;
  const pending = loggingOut || logout.isPending;
  return (
    <Flex vertical gap={4}>
      <Flex gap={12} align="center" style={{ paddingBlock: 8 }}>
        <Avatar aria-hidden style={{ background: token.colorPrimary }}>
          {initialsOf(user)}
        </Avatar>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {nameOf(user)}
          </Typography.Text>
          {user.email && (
            <Typography.Text type="secondary" ellipsis>
              {user.email}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
      <Button
        type="text"
        block
        icon={<UserOutlined aria-hidden />}
        style={{ justifyContent: 'flex-start' }}
        onClick={() => onNavigate(ROUTES.profile.href())}
      >
        {t('user.profile')}
      </Button>
      <Button
        type="text"
        block
        icon={<SettingOutlined aria-hidden />}
        style={{ justifyContent: 'flex-start' }}
        onClick={() => onNavigate(ROUTES.settings.href())}
      >
        {t('user.settings')}
      </Button>
      <Button
        type="text"
        block
        disabled={pending}
        icon={pending ? <LoadingOutlined aria-hidden /> : <LogoutOutlined aria-hidden />}
        style={{ justifyContent: 'flex-start' }}
        onClick={() => {
          setLoggingOut(true);
          logout.mutate(undefined, { onSettled: () => setLoggingOut(false) });
        }}
      >
        <span aria-live="polite">{pending ? t('user.loggingOut') : t('user.logout')}</span>
      </Button>
    </Flex>
  );
}

/**
 * The phone header's right side (below 768 px): Log In when logged out, and a menu button opening a drawer
 * with the navigation links, the account items, the theme and language menus and the page-translate control.
 */
export function CompactMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, isLoading } = useUser();
  // Open on the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  return (
    <Flex align="center" gap={4}>
      {isLoading ? (
        <SessionPlaceholder />
      ) : (
        !user && (
          <Button type="primary" onClick={() => navigate(ROUTES.auth.href())}>
            {t('user.login')}
          </Button>
        )
      )}
      <Button
        type="text"
        icon={<MenuOutlined aria-hidden />}
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        aria-controls={open ? DRAWER_ID : undefined}
        onClick={() => setOpen(true)}
        style={{ width: 44, height: 44 }}
      />
      <Drawer
        id={DRAWER_ID}
        open={open}
        onClose={() => setOpen(false)}
        placement="right"
        size="min(320px, 88vw)"
        title={t('nav.menu')}
      >
        <Flex vertical gap={8}>
          {user && (
            <nav aria-label={t('nav.main')}>
              <Flex vertical gap={4}>
                {NAV_LINKS.map(({ to, labelKey }) => (
                  <NavLink
                    key={to}
                    to={to}
                    style={({ isActive }) => ({
                      fontWeight: isActive ? 600 : 400,
                      color: 'inherit',
                      fontSize: 16,
                      paddingBlock: 10,
                    })}
                  >
                    {t(labelKey)}
                  </NavLink>
                ))}
              </Flex>
            </nav>
          )}
          {user && <Divider style={{ marginBlock: 4 }} />}
          <AccountItems onNavigate={go} />
          {user && <Divider style={{ marginBlock: 4 }} />}
          <Flex gap={8} align="center" wrap>
            <ThemePicker />
            <LanguageMenu />
          </Flex>
          <HeaderTranslate labelled />
        </Flex>
      </Drawer>
    </Flex>
  );
}
