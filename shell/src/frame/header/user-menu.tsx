import { useState } from 'react';
import type { MenuProps } from 'antd';
import { Button, Flex, theme, Typography } from 'antd';
import { LoadingOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { initialsOf, nameOf, useLogout, useUser, VisuallyHidden } from '@grammarpath/platform';
import { ROUTES } from '@grammarpath/contracts';
import { DeferredDropdown } from './deferred-dropdown';
import { InitialsAvatar } from './initials-avatar';

/** While the session is still unknown: a neutral block the size of the Log In button (no 'Log In' flash). */
export function SessionPlaceholder() {
  const { token } = theme.useToken();
  return (
    <span
      data-testid="session-pending"
      aria-hidden
      style={{
        display: 'inline-block',
        width: 72,
        height: token.controlHeight,
        borderRadius: token.borderRadius,
        background: token.colorFillTertiary,
      }}
    />
  );
}

/**
 * 'Log In' when logged out; when logged in an avatar menu with Profile, Settings and Log out. The menu
 * stays open while logging out, its item reading 'Logging out...' (SPEC §2) until the session has ended.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isLoading } = useUser();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  // Set in the click itself, before the mutation reports pending, so the menu never closes in between.
  const [loggingOut, setLoggingOut] = useState(false);
  const pending = loggingOut || logout.isPending;

  if (isLoading) return <SessionPlaceholder />;
  if (!user) {
    return (
      <Button type="primary" onClick={() => navigate(ROUTES.auth.href())}>
        {t('user.login')}
      </Button>
    );
  }

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <Flex vertical>
          <Typography.Text strong>{nameOf(user)}</Typography.Text>
          {user.email && <Typography.Text type="secondary">{user.email}</Typography.Text>}
        </Flex>
      ),
    },
    { type: 'divider' },
    {
      key: 'profile',
      icon: <UserOutlined aria-hidden />,
      label: t('user.profile'),
      onClick: () => navigate(ROUTES.profile.href()),
    },
    {
      key: 'settings',
      icon: <SettingOutlined aria-hidden />,
      label: t('user.settings'),
      onClick: () => navigate(ROUTES.settings.href()),
    },
    {
      key: 'logout',
      icon: pending ? <LoadingOutlined aria-hidden /> : <LogoutOutlined aria-hidden />,
      disabled: pending,
      label: <span aria-live="polite">{pending ? t('user.loggingOut') : t('user.logout')}</span>,
      onClick: () => {
        setLoggingOut(true);
        logout.mutate(undefined, { onSettled: () => setLoggingOut(false) });
      },
    },
  ];

  return (
    <DeferredDropdown
      menu={{ items }}
      // Choosing Log out keeps the menu open: its item reads 'Logging out...' until the session has ended.
      open={open || pending}
      onOpenChange={setOpen}
    >
      {/* Named by its visible text, the learner's name, then what it opens (WCAG 2.5.3); the initials are decoration. */}
      <Button type="text" style={{ height: 'auto', padding: '4px 8px' }}>
        <Flex gap={8} align="center">
          <InitialsAvatar initials={initialsOf(user)} />
          <span>{nameOf(user)}</span>
          <VisuallyHidden>({t('user.menu')})</VisuallyHidden>
        </Flex>
      </Button>
    </DeferredDropdown>
  );
}
