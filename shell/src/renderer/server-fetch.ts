import { IDENTITY_ROUTES } from '@grammarpath/contracts';

const IDENTITY_PATHS = new Set(IDENTITY_ROUTES);

let sessionCookie = '';

/**
 * The front ends' API calls (relative `/api/...` URLs, as in the browser) made from the renderer: sent straight
 * to identity or learning (the gateway's routing: contracts IDENTITY_ROUTES are identity's), with the cookies
 * of the learner whose page is being rendered. Every other request (the remotes' containers) is left as it is.
 *
 * A page's prefetch may write: /quiz starts its quiz (POST /api/questions) as the browser's page would. That
 * protection is unchanged: the services take a write with the session cookie alone (the gateway is where a
 * cross-origin write is refused, by Origin / Sec-Fetch-Site), and the renderer makes only the calls of a page
 * the learner's browser asked for by a GET of that page, which that page makes itself when it is rendered in
 * the browser. Method, headers and body pass as they are.
 */
export function installServerFetch(
  services: { identityUrl: string; learningUrl: string },
  timeoutMs: number,
): void {
  const nativeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (typeof input !== 'string' || !input.startsWith('/api/')) return nativeFetch(input, init);
    const pathname = input.split('?', 1)[0].replace(/\/+$/, '');
    const base = IDENTITY_PATHS.has(pathname) ? services.identityUrl : services.learningUrl;
    const headers = new Headers(init?.headers);
    headers.set('cookie', sessionCookie);
    return nativeFetch(`${base}${input}`, {
      ...init,
      headers,
      credentials: undefined,
      signal: init?.signal ?? AbortSignal.timeout(timeoutMs),
    });
  };
}

/** The cookies API calls carry while one learner's page is rendered (pages are rendered one at a time). */
export function setSessionCookie(cookie: string): void {
  sessionCookie = cookie;
}
