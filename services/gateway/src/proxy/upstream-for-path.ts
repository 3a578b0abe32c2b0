import { IDENTITY_ROUTES } from '@grammarpath/contracts';

export type UpstreamName = 'identity' | 'learning';

const IDENTITY_PATHS = new Set(IDENTITY_ROUTES);
/** The gateway answers these itself. */
const GATEWAY_API_PATHS = /^\/api\/docs(-json)?(\/|$)/;

function pathnameOf(url: string): string {
  const pathname = url.split('?')[0].replace(/\/+$/, '');
  return pathname === '' ? '/' : pathname;
}

/** identity for the paths in contracts IDENTITY_ROUTES, learning for every other /api path, else null. */
export function upstreamForPath(url: string): UpstreamName | null {
  const pathname = pathnameOf(url);
  if (pathname !== '/api' && !pathname.startsWith('/api/')) return null;
  if (GATEWAY_API_PATHS.test(pathname)) return null;
  return IDENTITY_PATHS.has(pathname) ? 'identity' : 'learning';
}
