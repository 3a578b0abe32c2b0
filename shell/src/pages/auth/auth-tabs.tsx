import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { REDIRECT_AFTER_LOGIN_MS, useUser } from '@grammarpath/platform';
import { afterLoginRoute } from './after-login-route';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/**
 * The 'Log in' and 'Register' tabs; a logged-in user goes on after 100 ms, to the placement offer while it
 * stands (a new learner), else home. On the prerendered page (an island) that move loads the next document.
 */
export function AuthTabs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useUser();

  useEffect(() => {
    if (!user) return;
    let left = false;
    const timer = setTimeout(
      () => void afterLoginRoute().then((href) => !left && navigate(href)),
      REDIRECT_AFTER_LOGIN_MS,
    );
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, [user, navigate]);

  return (
    <Tabs
      items={[
        { key: 'login', label: t('auth.loginTab'), children: <LoginForm /> },
        { key: 'register', label: t('auth.registerTab'), children: <RegisterForm /> },
      ]}
    />
  );
}
