/**
 * Replaces `fetch` with answers by URL prefix (200 with the JSON body, 404 for anything else) and returns
 * the calls made as "<METHOD> <url>". Restore the real fetch with `restoreFetch` after each test.
 */
export function mockApi(routes: Record<string, unknown>): string[] {
  const calls: string[] = [];
  const respond = (status: number, body: string) =>
    ({
      ok: status < 400,
      status,
      statusText: '',
      text: async () => body,
      json: async () => JSON.parse(body) as unknown,
    }) as Response;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const key = Object.keys(routes).find((k) => url.startsWith(k));
    return key ? respond(200, JSON.stringify(routes[key])) : respond(404, 'not found');
  });
  return calls;
}

const originalFetch = globalThis.fetch;

/** Puts the real fetch back. */
export function restoreFetch(): void {
  globalThis.fetch = originalFetch;
}
