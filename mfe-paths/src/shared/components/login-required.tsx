import { useNavigate } from 'react-router-dom';
import { Button, Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { ROUTES } from '@grammarpath/contracts';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../i18n';

/** The panel a logged-out visitor of a learner-only screen sees, with a login button to /auth. */
export function LoginRequired({ message }: { message?: string }) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const navigate = useNavigate();
  return (
    <Result
      icon={<LockOutlined aria-hidden />}
      title={t('login.title')}
      subTitle={message ?? t('login.message')}
      extra={
        <Button type="primary" onClick={() => navigate(ROUTES.auth.href())}>
          {t('login.button')}
        </Button>
      }
    />
  );
}
