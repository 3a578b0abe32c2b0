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

/** Body-parser and similar http-errors carry `status`/`type`; only their 4xx are safe to show. */
function httpErrorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && 'expose' in error) {
    const { status, expose } = error as { status: unknown; expose: unknown };
    if (typeof status === 'number' && expose === true && status >= 400 && status < 500) return status;
  }
  return undefined;
}

const HTTP_ERROR_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Request body is not valid JSON',
  'entity.too.large': 'Request body is too large',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
};

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
  const status = httpErrorStatus(error);
  if (status !== undefined) {
    const type = (error as { type?: unknown }).type;
    const message =
      (typeof type === 'string' ? HTTP_ERROR_MESSAGES[type] : undefined) ?? (error as Error).message;
    return { statusCode: status, message };
  }
  if (isUnavailableError(error)) {
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: GENERIC_SERVER_ERROR };
}
