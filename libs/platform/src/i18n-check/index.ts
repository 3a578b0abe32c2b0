export { languageFiles } from './language-files';
export { translationProblems } from './translation-completeness';
