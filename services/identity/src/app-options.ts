import type { ServiceAppOptions } from '@grammarpath/server-kit';

/** How identity's HTTP app is set up, in production and in tests alike. */
export const IDENTITY_APP_OPTIONS: ServiceAppOptions = {
  openApi: {
    title: 'GrammarPath identity',
    description: 'Users, register, login, logout, current user, theme, study time and preferences.',
  },
  /** The study time saved on leaving arrives as a beacon (text/plain JSON). */
  beaconPaths: ['/api/user/study-time'],
};
