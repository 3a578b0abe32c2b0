import { apiErrorBodyOf, isApiError } from './api-error';

const API_ERROR_PATTERN = /^(\d{3}): ([\s\S]*)$/;

/**
 * The message the server gave for a failed call, if any: `error.body.message` of an `ApiError`
 * (a JSON error body's `message`, or the plain body text). A plain `Error` whose message has the
 * SPEC §8 form is read the same way; any other error gives its own message. Undefined when there
 * is nothing to show.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (isApiError(error)) return error.body.message.trim() || undefined;
  if (!(error instanceof Error)) return undefined;
  const match = API_ERROR_PATTERN.exec(error.message);
  const text = match?.[2]?.trim();
  if (!match || !text) return error.message || undefined;
  return apiErrorBodyOf(Number(match[1]), text).message.trim() || undefined;
}
