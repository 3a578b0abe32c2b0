import { onDemand } from '@grammarpath/platform';

// Forms and settings stay out of the first load: most visits start on / or a remote's page.
export const AuthPage = onDemand(() => import('../pages/auth/auth-page').then((m) => m.AuthPage));
export const SettingsPage = onDemand(() =>
  import('../pages/settings/settings-page').then((m) => m.SettingsPage),
);
export const AboutPage = onDemand(() => import('../pages/about/about-page').then((m) => m.AboutPage));
