import type { MenuProps } from 'antd';
import { Avatar, Button, Dropdown, Flex, theme, Typography } from 'antd';
import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { initialsOf, nameOf, useLogout, useUser, VisuallyHidden } from '@grammarpath/platform';
import { ROUTES } from '@grammarpath/contracts';

/** 'Log In' when logged out; when logged in an avatar menu with Profile, Settings and Log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useUser();
  const logout = useLogout();
  const { token } = theme.useToken();

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
      icon: <LogoutOutlined aria-hidden />,
      disabled: logout.isPending,
      label: logout.isPending ? t('user.loggingOut') : t('user.logout'),
      onClick: () => logout.mutate(),
    },
  ];

  return (
    <Dropdown trigger={['click']} menu={{ items }}>
      {/* Named by its visible text, the learner's name, then what it opens (WCAG 2.5.3); the initials are decoration. */}
      <Button type="text" style={{ height: 'auto', padding: '4px 8px' }}>
        <Flex gap={8} align="center">
          <Avatar aria-hidden style={{ background: token.colorPrimary }}>
            {initialsOf(user)}
          </Avatar>
          <span>{nameOf(user)}</span>
          <VisuallyHidden>({t('user.menu')})</VisuallyHidden>
        </Flex>
      </Button>
    </Dropdown>
  );
}
