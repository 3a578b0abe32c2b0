/** Every error reaches the client in this one shape (DESIGN.md §4). */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  /** The request id the gateway assigned, for support and logs. */
  requestId?: string;
}

/** The paths identity answers; the gateway sends every other /api path to learning. */
export const IDENTITY_ROUTES: readonly string[] = [
  '/api/user',
  '/api/login',
  '/api/register',
  '/api/logout',
  '/api/theme',
  '/api/user/study-time',
  '/api/user/preferences',
  '/api/user/password',
  '/api/user/sessions',
  '/api/user/sessions/end',
  '/api/user/export',
  '/api/user/delete',
];

export const SESSION_COOKIE_DEFAULT = 'gp.sid';
