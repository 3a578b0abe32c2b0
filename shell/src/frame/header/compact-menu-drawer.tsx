import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Button, Divider, Drawer, Flex, Typography } from 'antd';
import { LoadingOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { initialsOf, nameOf, useLogout, useUser } from '@grammarpath/platform';
import { ROUTES } from '@grammarpath/contracts';
import { HeaderTranslate } from './header-translate';
import { LanguageMenu } from './language-menu';
import { NAV_LINKS } from './nav-links';
import { ThemePicker } from './theme-picker';
import { COMPACT_MENU_ID } from './compact-menu-id';
import { InitialsAvatar } from './initials-avatar';

/** The phone menu's account part: who is logged in, Profile, Settings and Log out ('Logging out...' while pending). */
function AccountItems({ onNavigate }: { onNavigate: (to: string) => void }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  if (!user) return null;
  const pending = loggingOut || logout.isPending;
  return (
    <Flex vertical gap={4}>
      <Flex gap={12} align="center" style={{ paddingBlock: 8 }}>
        <InitialsAvatar initials={initialsOf(user)} />
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

export interface CompactMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Closes the drawer and goes to the page. */
  onNavigate: (to: string) => void;
}

/** The phone menu's drawer: the navigation links, the account items, the theme and language menus, translate. */
export function CompactMenuDrawer({ open, onClose, onNavigate }: CompactMenuDrawerProps) {
  const { t } = useTranslation();
  const { user } = useUser();
  return (
    <Drawer
      id={COMPACT_MENU_ID}
      open={open}
      onClose={onClose}
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
        <AccountItems onNavigate={onNavigate} />
        {user && <Divider style={{ marginBlock: 4 }} />}
        <Flex gap={8} align="center" wrap>
          <ThemePicker />
          <LanguageMenu />
        </Flex>
        <HeaderTranslate labelled />
      </Flex>
    </Drawer>
  );
}
