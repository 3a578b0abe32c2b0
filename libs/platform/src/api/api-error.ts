import type { ApiErrorBody } from '@grammarpath/contracts';

/** The body of a failed answer as the client reads it: the JSON error shape, or the text as its message. */
export function apiErrorBodyOf(status: number, text: string): ApiErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { statusCode: status, message: text };
  }
  // JSON without a usable message (`{"statusCode":400}`, `[]`, `42`) has nothing to show.
  const { statusCode, message, requestId } = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<
    string,
    unknown
  >;
  return {
    statusCode: typeof statusCode === 'number' ? statusCode : status,
    message: Array.isArray(message) ? message.join(', ') : typeof message === 'string' ? message : '',
    ...(typeof requestId === 'string' ? { requestId } : {}),
  };
}

/**
 * A non-ok answer from the API. SPEC §8: the message stays `"<status>: <body text or status text>"`;
 * `status` and the parsed `body` let callers decide without reading the message back.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }

  /** Builds the error from the status and the body text (or the status text when the body is empty). */
  static of(status: number, text: string): ApiError {
    return new ApiError(status, apiErrorBodyOf(status, text), text);
  }
}

/** True for an error the API client threw for a non-ok answer. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
