import type { IncomingHttpHeaders } from 'node:http';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACCEPTED_FETCH_SITES = new Set(['same-origin', 'none']);

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused';

export interface WriteRequest {
  method: string;
  headers: IncomingHttpHeaders;
  /** The request's own origin as the gateway sees it, e.g. https://grammarpath.example. */
  ownOrigin: string;
}

/**
 * CSRF defence for a cookie-authenticated JSON API: a state-changing request must come from this
 * origin (or ALLOWED_ORIGINS). Origin decides when present, else Sec-Fetch-Site; requests with
 * neither (curl, server-to-server) pass.
 */
export function isRefusedCrossOriginWrite(req: WriteRequest, allowedOrigins: readonly string[]): boolean {
  if (!STATE_CHANGING_METHODS.has(req.method.toUpperCase())) return false;
  const origin = req.headers.origin;
  if (origin !== undefined) return origin !== req.ownOrigin && !allowedOrigins.includes(origin);
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return !ACCEPTED_FETCH_SITES.has(site);
  return false;
}
