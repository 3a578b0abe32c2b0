import { Link } from 'react-router-dom';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';

const FEATURES = ['paths', 'progress', 'audio', 'achievements'] as const;

/** What GrammarPath is and what a learner can do with it: where the footer's About link leads. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Typography.Title level={1} style={{ marginBottom: 0 }}>
        {t('about.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16 }}>{t('footer.about')}</Typography.Paragraph>
      <Card>
        <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
          {t('about.features')}
        </Typography.Title>
        <Flex vertical gap={12} component="ul" style={{ margin: 0, paddingInlineStart: 20 }}>
          {FEATURES.map((feature) => (
            <li key={feature}>
              <Typography.Text strong>{t(`marketing.${feature}.title`)}</Typography.Text>
              {' — '}
              <Typography.Text>{t(`marketing.${feature}.text`)}</Typography.Text>
            </li>
          ))}
        </Flex>
      </Card>
      <Typography.Paragraph>{t('about.contact')}</Typography.Paragraph>
      <Link to={ROUTES.home.href()}>{t('notFound.home')}</Link>
    </Flex>
  );
}
