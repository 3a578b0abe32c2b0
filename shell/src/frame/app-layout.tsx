import { Outlet } from 'react-router-dom';
import { Layout, theme } from 'antd';
import { StudyTimerRunner, useMoodTheme } from '@grammarpath/platform';
import { usePhoneViewport } from '@grammarpath/platform/ui';
import { Island } from '../islands/island';
import { GuideSlot } from '../widgets/mascot/guide-slot';
import { AppFooter } from './footer/app-footer';
import { AppHeader } from './header/app-header';
import { FLOATING_WIDGETS_RESERVE, FloatingWidgetsSlot } from './frame-slots';
import { useDocumentTitle } from './document-title';

/**
 * The shared frame around every page: header, content, footer and the floating widgets. Nothing fixed sits
 * over the content: the Grammar Guide opens in the page's flow, the translate control is in the header, and
 * the footer keeps room for the floating buttons below it.
 */
export function AppLayout() {
  const { definition, highContrast } = useMoodTheme();
  const { token } = theme.useToken();
  const compact = usePhoneViewport();
  useDocumentTitle();
  return (
    <Layout
      style={{
        minHeight: '100vh',
        background: highContrast ? token.colorBgLayout : definition.background,
      }}
    >
      <Island name="header">
        <AppHeader />
      </Island>
      {/* At least a screen high: the footer starts below the fold, so pages growing as they load never move it. */}
      <Layout.Content
        className="gp-content"
        style={{
          maxWidth: 1200,
          width: '100%',
          margin: '0 auto',
          minHeight: '100vh',
        }}
      >
        <GuideSlot />
        <Outlet />
      </Layout.Content>
      <AppFooter
        reserve={compact ? FLOATING_WIDGETS_RESERVE.compact : FLOATING_WIDGETS_RESERVE.wide}
        compact={compact ?? false}
      />
      <Island name="floating-widgets">
        <FloatingWidgetsSlot compact={compact ?? false} />
      </Island>
      <StudyTimerRunner />
    </Layout>
  );
}
