/** One HTTP operation of the API. */
export interface Endpoint<Method extends 'GET' | 'POST' | 'DELETE' = 'GET' | 'POST' | 'DELETE'> {
  method: Method;
  path: string;
}

const get = <P extends string>(path: P) => ({ method: 'GET', path }) as const;
const post = <P extends string>(path: P) => ({ method: 'POST', path }) as const;
type Id = number | string;

/**
 * Every /api operation, named by what it does. The browser calls these and the controllers' route
 * decorators are written from the same paths; a GET's path is also the root of its query key
 * (`queryKeyRoot`), so two remotes that read or invalidate the same data meet on purpose.
 */
export const ENDPOINTS = {
  user: {
    current: get('/api/user'),
    register: post('/api/register'),
    login: post('/api/login'),
    logout: post('/api/logout'),
    theme: post('/api/theme'),
    preferences: post('/api/user/preferences'),
    studyTime: { read: get('/api/user/study-time'), save: post('/api/user/study-time') },
    password: post('/api/user/password'),
    sessions: get('/api/user/sessions'),
    endSessions: post('/api/user/sessions/end'),
    exportData: get('/api/user/export'),
    deleteAccount: post('/api/user/delete'),
  },
  quiz: {
    start: post('/api/questions'),
    /** Added: one of the learner's quizzes and its recorded answers, to resume it after a reload. */
    progress: (quizId: Id) => get(`/api/quizzes/${quizId}`),
    checkAnswer: post('/api/check-answer'),
    hint: post('/api/quiz-hint'),
    results: { save: post('/api/quiz-results'), list: get('/api/quiz-results') },
    dailyChallenge: { today: get('/api/daily-challenge'), start: post('/api/daily-challenge/start') },
    mistakesReview: post('/api/mistakes-review'),
    /** Added: how many mistakes wait for the review. */
    mistakesSummary: get('/api/mistakes-review'),
    /** One beginner question a visitor may try on the home page, with its answer (no session needed). */
    sample: get('/api/sample-question'),
  },
  paths: {
    list: get('/api/learning-paths'),
    detail: (id: Id) => get(`/api/learning-paths/${id}`),
    stages: (id: Id) => get(`/api/learning-paths/${id}/stages`),
    start: (id: Id) => post(`/api/learning-paths/${id}/start`),
    completeStage: (pathId: Id, stageId: Id) =>
      post(`/api/learning-paths/${pathId}/stages/${stageId}/complete`),
    saveProgress: (id: Id) => post(`/api/learning-paths/${id}/progress`),
    myProgress: get('/api/user/learning-path-progress'),
    resource: (id: Id) => get(`/api/learning-resources/${id}`),
  },
  progress: {
    summary: get('/api/user/progress-summary'),
  },
  /** The placement quiz offered after register: its state, start, finish (scored) and skip. */
  placement: {
    state: get('/api/placement'),
    start: post('/api/placement/start'),
    finish: post('/api/placement/finish'),
    skip: post('/api/placement/skip'),
  },
  dailyGoal: {
    get: get('/api/user/daily-goal'),
    set: post('/api/user/daily-goal'),
  },
  achievements: {
    all: get('/api/achievements'),
    mine: get('/api/user/achievements'),
    check: post('/api/user/check-achievements'),
    badges: get('/api/badges'),
    myBadges: get('/api/user/badges'),
  },
  feedback: { send: post('/api/feedback') },
  grammarTips: get('/api/grammar-tips'),
  textToSpeech: post('/api/text-to-speech'),
} as const;

/** The root of the query key of a GET: its path. Everything that caches or invalidates it starts from here. */
export function queryKeyRoot(endpoint: Endpoint<'GET'>): readonly [string] {
  return [endpoint.path] as const;
}
