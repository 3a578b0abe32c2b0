import { Outlet, useLocation } from 'react-router-dom';
import { Layout, theme } from 'antd';
import { StudyTimerRunner, useMoodTheme } from '@grammarpath/platform';
import { ROUTES } from '@grammarpath/contracts';
import { AppFooter } from './footer/app-footer';
import { AppHeader } from './header/app-header';
import { FloatingWidgetsSlot, TopRightControlSlot } from './frame-slots';
import { useDocumentTitle } from './document-title';

/** The shared frame around every page: header, content, footer and the fixed slots. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { definition, highContrast } = useMoodTheme();
  const { token } = theme.useToken();
  useDocumentTitle();
  return (
    <Layout
      style={{ minHeight: '100vh', background: highContrast ? token.colorBgLayout : definition.background }}
    >
      <AppHeader />
      {/* At least a screen high: the footer starts below the fold, so pages growing as they load never move it. */}
      <Layout.Content
        style={{ padding: 24, maxWidth: 1200, width: '100%', margin: '0 auto', minHeight: '100vh' }}
      >
        <Outlet />
      </Layout.Content>
      <AppFooter />
      {pathname !== ROUTES.auth.pattern && <TopRightControlSlot />}
      <FloatingWidgetsSlot />
      <StudyTimerRunner />
    </Layout>
  );
}
