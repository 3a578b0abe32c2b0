import type { ReactElement } from 'react';
import type { User } from '@grammarpath/contracts';
import { renderWithPlatform } from '../../../tools/jest/render-with-platform';
import { setupI18n } from '../i18n/setup-i18n';

export { TEST_USER } from '../../../tools/jest/render-with-platform';

/** The shared test render, with the shell's `common` namespace as the default one. */
export function renderWithProviders(ui: ReactElement, options: { path?: string; user?: User | null } = {}) {
  void setupI18n();
  return renderWithPlatform(ui, options);
}
