import { readQuizSettings, type QuizSettings } from '@grammarpath/contracts';
import { parseJsonParam } from './parse-json-param';

/** Reads the settings of /quiz?settings=…; undefined when absent, unparsable or outside the contract. */
export function parseQuizSettings(raw: string | null): QuizSettings | undefined {
  return readQuizSettings(parseJsonParam(raw));
}
