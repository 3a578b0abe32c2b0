export { StudyTimer, systemClock } from './study-timer';
export type { StudyTimerClock, StudyTimerOptions } from './study-timer';
export {
  sendStudyTimeBeacon,
  STUDY_TIME_QUERY_KEY,
  STUDY_TIME_URL,
  StudyTimerRunner,
  useStudyTimer,
} from './use-study-timer';
