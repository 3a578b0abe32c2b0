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
]);

export function upstreamErrorBody(service: string, error: Error): ApiErrorBody {
  const code = (error as Error & { code?: string }).code;
  return {
    statusCode: code !== undefined && UNAVAILABLE_CODES.has(code) ? 503 : 502,
    message: `The ${service} service is unavailable. Please try again shortly.`,
  };
}
