import { ENDPOINTS } from '@grammarpath/contracts';

/** How long a document request waits for identity before treating the session as unknown. */
const SESSION_CHECK_TIMEOUT_MS = 2_000;

/**
 * Whether the request's cookies carry a valid session, asked of identity (GET /api/user with the same
 * cookies): true when it answers 200, false on 401, null when it could not tell (down, slow).
 */
export async function hasLearnerSession(identityUrl: string, cookie: string): Promise<boolean | null> {
  try {
    const response = await fetch(`${identityUrl}${ENDPOINTS.user.current.path}`, {
      headers: { cookie },
      signal: AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 200) return true;
    return response.status === 401 ? false : null;
  } catch {
    return null;
  }
}
