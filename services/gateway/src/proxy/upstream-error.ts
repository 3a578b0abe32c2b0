import type { ApiErrorBody } from '@grammarpath/contracts';

/** Errors meaning "the service is not there (or not answering)": 503. Anything else: 502. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'ESOCKETTIMEDOUT',
  // The proxy's (undici, @fastify/reply-from) names for the same situations.
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT',
]);

/** The error's own code or, when the proxy wrapped it, its cause's (a refused connection arrives wrapped). */
function isUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 2) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) || isUnavailable(cause, depth + 1);
}

export function upstreamErrorBody(service: string, error: Error): ApiErrorBody {
  return {
    statusCode: isUnavailable(error) ? 503 : 502,
    message: `The ${service} service is unavailable. Please try again shortly.`,
  };
}
