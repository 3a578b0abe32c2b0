import type { OpenApiInfo } from '@grammarpath/server-kit';

export const IDENTITY_OPENAPI: OpenApiInfo = {
  title: 'GrammarPath identity',
  description: 'Users, register, login, logout, current user, theme, study time and preferences.',
};
