import type { QuizSettings } from './quiz';

/** A page of the product: the pattern the router matches, and the one way to build a link to it. */
export interface Route<Args extends unknown[] = []> {
  pattern: string;
  href: (...args: Args) => string;
}

const fixed = (pattern: string): Route => ({ pattern, href: () => pattern });
type Id = number | string;

/** The tabs of /progress, in order; `?tab=` names the open one. */
export const PROGRESS_TABS = ['dashboard', 'achievements', 'results', 'analytics'] as const;
export type ProgressTab = (typeof PROGRESS_TABS)[number];

/**
 * Every page of SPEC §2, owned by the shell or one remote (REMOTES in ./remotes). Links are built here
 * only: `ROUTES.stage.href(pathId, stageId)`, never by hand.
 */
export const ROUTES = {
  home: fixed('/'),
  auth: fixed('/auth'),
  settings: fixed('/settings'),
  /** What GrammarPath is (the footer's About link). */
  about: fixed('/about'),

  /** SPEC §2: /quiz?settings={url-encoded JSON of the quiz settings}. */
  quiz: {
    pattern: '/quiz',
    href: (settings: QuizSettings) => `/quiz?settings=${encodeURIComponent(JSON.stringify(settings))}`,
  } satisfies Route<[QuizSettings]>,
  results: fixed('/results'),
  dailyChallenge: fixed('/daily-challenge'),
  /** The placement quiz: offered after register, retaken from quiz setup. */
  placement: fixed('/placement'),
  mistakesReview: fixed('/mistakes-review'),

  paths: fixed('/learning-paths'),
  /** A path's description, stages and resources. */
  pathDetail: { pattern: '/learning-path/:id', href: (id: Id) => `/learning-path/${id}` } satisfies Route<
    [Id]
  >,
  /** A path's journey map. */
  pathJourney: { pattern: '/learning-paths/:id', href: (id: Id) => `/learning-paths/${id}` } satisfies Route<
    [Id]
  >,
  journey: fixed('/learning-journey'),
  journeyOf: {
    pattern: '/learning-journey/:id',
    href: (id: Id) => `/learning-journey/${id}`,
  } satisfies Route<[Id]>,
  stage: {
    pattern: '/learning-paths/:pathId/stages/:stageId',
    href: (pathId: Id, stageId: Id) => `/learning-paths/${pathId}/stages/${stageId}`,
  } satisfies Route<[Id, Id]>,

  progress: {
    pattern: '/progress',
    href: (tab?: ProgressTab) => (tab && tab !== 'dashboard' ? `/progress?tab=${tab}` : '/progress'),
  } satisfies Route<[ProgressTab?]>,
  achievements: fixed('/achievements'),
  profile: fixed('/profile'),
} as const;

export type RouteName = keyof typeof ROUTES;
