/** A fetch stand-in for unit tests: routes "METHOD /path" to handlers and records every call. */
export interface MockCall {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (body: unknown, url: string) => { status?: number; body?: unknown };

export function mockApi(routes: Record<string, Handler>) {
  const calls: MockCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const path = url.split('?')[0];
    const handler = routes[`${method} ${path}`];
    const answer = handler
      ? handler(body, url)
      : { status: 404, body: { statusCode: 404, message: 'Not Found' } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
      blob: async () => new Blob([text]),
    } as unknown as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url.split('?')[0]}` === key),
  };
}
