export { translationProblems } from './translation-completeness';
