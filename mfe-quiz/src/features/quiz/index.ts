// What the other quiz features (daily challenge, mistakes review) use of the quiz itself.
export { startQuizSource } from './api/start-quiz';
export type { QuizSource } from './api/quiz-run';
export { QuizRunner } from './components/quiz-runner';
