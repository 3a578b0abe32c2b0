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
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: GENERIC_SERVER_ERROR };
}
