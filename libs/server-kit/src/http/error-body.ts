import type { ApiErrorBody } from '@grammarpath/contracts';
import { HttpException, HttpStatus } from '@nestjs/common';

const GENERIC_SERVER_ERROR = 'Internal server error';

function messageOf(response: unknown, fallback: string): string {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const { message } = response as { message: unknown };
    if (Array.isArray(message)) return message.map(String).join('; ');
    if (typeof message === 'string') return message;
  }
  return fallback;
}

export const JSON_BODY_ERRORS = {
  invalidJson: 'Request body is not valid JSON',
  tooLarge: 'Request body is too large',
  unsupportedType: 'Unsupported content type: send JSON (application/json)',
};

/** The HTTP server's own 4xx errors (body parsing, limits) by their code; their messages are safe to show. */
const SERVER_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: JSON_BODY_ERRORS.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: JSON_BODY_ERRORS.unsupportedType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_CTP_EMPTY_JSON_BODY: JSON_BODY_ERRORS.invalidJson,
};

/** Errors of the HTTP server (and our body parser) carry a 4xx `statusCode`; anything else is not a client error. */
function clientErrorStatus(error: unknown): number | undefined {
  if (error instanceof Error && 'statusCode' in error) {
    const { statusCode } = error as { statusCode: unknown };
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return statusCode;
  }
  return undefined;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';

/** Socket errors and Postgres SQLSTATEs (class 08 connection exceptions, 57P01-03 shutdown/starting up). */
const UNAVAILABLE_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|08\w{3}|57P0[123])$/;
const UNAVAILABLE_MESSAGES = /^Connection terminated|^timeout exceeded when trying to connect/;

/** The database (or another backing service) cannot be reached: a 503 the client may retry, not a 500. */
export function isUnavailableError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, name, driverError, cause } = error as Record<string, unknown>;
  // TypeORM, when the connection died inside a transaction (the outcome of the write is not acknowledged).
  if (name === 'QueryRunnerAlreadyReleasedError') return true;
  if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  return isUnavailableError(driverError, depth + 1) || isUnavailableError(cause, depth + 1);
}

/** Maps anything thrown to the one error shape `{statusCode, message}`; never exposes internals of 5xx. */
export function toErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const message = messageOf(error.getResponse(), error.message);
    return { statusCode, message: statusCode >= 500 && !message ? GENERIC_SERVER_ERROR : message };
  }
  const status = clientErrorStatus(error);
  if (status !== undefined) {
    const code = (error as { code?: unknown }).code;
    const message =
      (typeof code === 'string' ? SERVER_ERROR_MESSAGES[code] : undefined) ?? (error as Error).message;
    return { statusCode: status, message };
  }
  if (isUnavailableError(error)) {
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: GENERIC_SERVER_ERROR };
}
