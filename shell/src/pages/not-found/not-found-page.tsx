import { Link } from 'react-router-dom';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@grammarpath/contracts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={<h1 style={{ margin: 0, fontSize: 24 }}>{t('notFound.title')}</h1>}
      subTitle={t('notFound.text')}
      extra={
        <Link to={ROUTES.home.href()}>
          <Button type="primary">{t('notFound.home')}</Button>
        </Link>
      }
    />
  );
}
