/** What a learner's document request tells the renderer: the page, the session and the language preferences. */
export interface LearnerDocumentRequest {
  /** Path and query. */
  url: string;
  cookie: string;
  acceptLanguage?: string;
}

/**
 * A learner's page rendered by the shell's renderer (RENDERER_URL; DESIGN.md §8), or null when it has none to
 * give in time: not configured, down, late (`timeoutMs`), failing, or no session behind the cookie. The
 * gateway then sends the client-rendered index.html: a learner's page only gets slower, never breaks. The
 * renderer runs in a process of its own, so its CPU-bound work never holds up the gateway's proxying.
 */
export async function renderedLearnerDocument(
  rendererUrl: string | undefined,
  timeoutMs: number,
  request: LearnerDocumentRequest,
): Promise<string | null> {
  if (!rendererUrl) return null;
  try {
    const response = await fetch(`${rendererUrl}${request.url}`, {
      headers: {
        cookie: request.cookie,
        ...(request.acceptLanguage && { 'accept-language': request.acceptLanguage }),
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) {
      await response.body?.cancel();
      return null;
    }
    return await response.text();
  } catch {
    return null;
  }
}
