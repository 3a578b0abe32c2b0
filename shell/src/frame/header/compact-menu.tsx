import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Flex } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { onDemand, useUser } from '@grammarpath/platform';
import { ROUTES } from '@grammarpath/contracts';
import { ClosedFirst } from '../../deferred/closed-first';
import { COMPACT_MENU_ID } from './compact-menu-id';
import { SessionPlaceholder } from './user-menu';

// The drawer (antd Drawer, Avatar, Divider and the menus in it) loads when the learner reaches for the button.
const LazyCompactMenuDrawer = onDemand(() =>
  import('./compact-menu-drawer').then(({ CompactMenuDrawer }) => CompactMenuDrawer),
);
const preload = () => void LazyCompactMenuDrawer.preload();

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
  // Mounted from the first opening on, so that closing animates.
  const [mounted, setMounted] = useState(false);

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
        aria-controls={open ? COMPACT_MENU_ID : undefined}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        style={{ width: 44, height: 44 }}
      />
      {mounted && (
        <Suspense fallback={null}>
          <ClosedFirst open={open}>
            {(shown) => <LazyCompactMenuDrawer open={shown} onClose={() => setOpen(false)} onNavigate={go} />}
          </ClosedFirst>
        </Suspense>
      )}
    </Flex>
  );
}
