import { Link } from 'react-router-dom';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n/register-progress-translations';
import { PROGRESS_NAMESPACE } from '../i18n/progress-translations';

/** The personalised progress section of the logged-in home page. */
export function ProgressWidget() {
  const { t } = useTranslation(PROGRESS_NAMESPACE);
  return (
    <Card title={t('widget.title')}>
      <Typography.Paragraph type="secondary">{t('widget.description')}</Typography.Paragraph>
      <Link to="/progress">
        <Button type="primary">{t('widget.viewProgress')}</Button>
      </Link>
    </Card>
  );
}
