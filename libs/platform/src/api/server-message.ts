const API_ERROR_PATTERN = /^\d{3}: ([\s\S]*)$/;

/**
 * The message the server gave for a failed call, if any: the `message` of a JSON error body
 * (`{statusCode, message}`), or the plain body text. Undefined when there is nothing to show.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = API_ERROR_PATTERN.exec(error.message)?.[1]?.trim();
  if (!body) return error.message || undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (Array.isArray(message)) return message.join(', ');
      if (typeof message === 'string' && message) return message;
    }
    return undefined;
  } catch {
    return body;
  }
}
