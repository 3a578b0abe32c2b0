/** The attributes of the learner's start entry's script element: what it loads once the page has painted. */
export const LEARNER_START_ATTRIBUTES = {
  appEntry: 'data-app-entry',
  stylesheet: 'data-antd-stylesheet',
} as const;
