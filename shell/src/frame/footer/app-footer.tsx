import { Link } from 'react-router-dom';
import { Col, Flex, Layout, Row, Typography } from 'antd';
import { GithubOutlined, XOutlined, YoutubeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';
import { aboveBottomBar } from '@grammarpath/platform';

const SOCIAL_LINKS = [
  { href: 'https://github.com/grammarpath', label: 'GitHub', icon: <GithubOutlined aria-hidden /> },
  { href: 'https://x.com/grammarpath', label: 'X', icon: <XOutlined aria-hidden /> },
  { href: 'https://www.youtube.com/@grammarpath', label: 'YouTube', icon: <YoutubeOutlined aria-hidden /> },
];

/** The footer's section titles: second-level headings (they follow the page's h1), at a small size. */
const SECTION_TITLE = { fontSize: 16 } as const;

/**
 * Quick links Home, About, Grammar Resources and Contact, plus social links; below them the room of the
 * floating buttons and of a page's bottom action bar, so that the end of the page scrolls clear of both.
 */
export function AppFooter({ reserve, compact }: { reserve: number; compact: boolean }) {
  const { t } = useTranslation();
  return (
    <Layout.Footer
      style={{
        paddingInline: compact ? 16 : 50,
        paddingTop: 24,
        paddingBottom: aboveBottomBar(24 + reserve),
      }}
    >
      <Row gutter={[32, 24]}>
        <Col xs={24} md={10}>
          <Typography.Title level={2} style={SECTION_TITLE}>
            {t('brand')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('footer.about')}</Typography.Paragraph>
        </Col>
        <Col xs={12} md={7}>
          <Typography.Title level={2} style={SECTION_TITLE}>
            {t('footer.quickLinks')}
          </Typography.Title>
          <Flex vertical gap={6}>
            <Link to={ROUTES.home.href()}>{t('footer.home')}</Link>
            <Link to={ROUTES.about.href()}>{t('footer.aboutLink')}</Link>
            <Link to={ROUTES.paths.href()}>{t('footer.resources')}</Link>
            <a href="mailto:hello@grammarpath.app">{t('footer.contact')}</a>
          </Flex>
        </Col>
        <Col xs={12} md={7}>
          <Typography.Title level={2} style={SECTION_TITLE}>
            {t('footer.social')}
          </Typography.Title>
          <Flex gap={16} style={{ fontSize: 20 }}>
            {SOCIAL_LINKS.map(({ href, label, icon }) => (
              <a key={href} href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                {icon}
              </a>
            ))}
          </Flex>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        {t('footer.rights', { year: new Date().getFullYear() })}
      </Typography.Paragraph>
    </Layout.Footer>
  );
}
