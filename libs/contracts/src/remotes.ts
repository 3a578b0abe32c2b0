import { ROUTES, type RouteName } from './routes';

/** A widget a remote exposes, and the height its slot reserves before it renders (phone, then wide screens). */
export interface RemoteWidget {
  minHeight: { phone: number; wide: number };
}

/** What the shell, the build, the gateway and the deploy checks know of a remote, before it loads. */
export interface RemoteDescription {
  /** The Module Federation name. */
  name: string;
  /** Where the gateway serves its build: `<mount>mf-manifest.json`. */
  mount: string;
  /** Its development server's port. */
  devPort: number;
  /** The variable that overrides its manifest URL. */
  manifestVariable: string;
  /** The pages it renders: its `./routes` declares exactly these patterns. */
  routes: readonly RouteName[];
  /** The widgets it exposes (`./<name>`). */
  widgets: Readonly<Record<string, RemoteWidget>>;
}

/** The one registry of remotes. */
export const REMOTES = {
  mfe_quiz: {
    name: 'mfe_quiz',
    mount: '/mfe/quiz/',
    devPort: 4201,
    manifestVariable: 'REMOTE_MFE_QUIZ_URL',
    routes: ['quiz', 'results', 'dailyChallenge', 'mistakesReview', 'placement'],
    widgets: { QuizSetupWidget: { minHeight: { phone: 870, wide: 800 } } },
  },
  mfe_paths: {
    name: 'mfe_paths',
    mount: '/mfe/paths/',
    devPort: 4202,
    manifestVariable: 'REMOTE_MFE_PATHS_URL',
    routes: ['paths', 'pathDetail', 'pathJourney', 'journey', 'journeyOf', 'stage'],
    widgets: { PathsDashboardWidget: { minHeight: { phone: 750, wide: 600 } } },
  },
  mfe_progress: {
    name: 'mfe_progress',
    mount: '/mfe/progress/',
    devPort: 4203,
    manifestVariable: 'REMOTE_MFE_PROGRESS_URL',
    routes: ['progress', 'achievements', 'profile'],
    widgets: { ProgressWidget: { minHeight: { phone: 350, wide: 280 } } },
  },
} as const satisfies Record<string, RemoteDescription>;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The route patterns a remote owns. */
export function remoteRoutePatterns(remote: RemoteName): string[] {
  return REMOTES[remote].routes.map((route) => ROUTES[route].pattern);
}

/** The shell's development server port. */
export const SHELL_DEV_PORT = 4200;
