import { apiJson, apiRequest, getQueryFn, throwIfResNotOk } from './api-client';
import { ApiError } from './api-error';
import { serverMessageOf } from './server-message';

/** A minimal fetch answer: jsdom has no Response class. */
function respond(status: number, body: string, statusText = ''): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  } as Response;
}

describe('api client', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('formats a non-ok answer as "<status>: <body text>"', async () => {
    await expect(throwIfResNotOk(respond(400, '{"statusCode":400,"message":"Bad"}'))).rejects.toThrow(
      '400: {"statusCode":400,"message":"Bad"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    await expect(throwIfResNotOk(respond(503, '', 'Service Unavailable'))).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it('sends credentials and a JSON body when data is given', async () => {
    fetchMock.mockResolvedValue(respond(200, '{"ok":true}'));
    await apiRequest('POST', '/api/theme', { theme: 'calm' });
    expect(fetchMock).toHaveBeenCalledWith('/api/theme', {
      method: 'POST',
      headers: { 'Accept-Language': 'en', 'Content-Type': 'application/json' },
      body: '{"theme":"calm"}',
      credentials: 'include',
    });
  });

  it('sends no body and no content type when no data is given', async () => {
    fetchMock.mockResolvedValue(respond(200, ''));
    await apiRequest('POST', '/api/logout');
    const init = fetchMock.mock.calls[0][1];
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Accept-Language': 'en' },
    });
    expect(init?.body).toBeUndefined();
  });

  it('parses JSON answers and gives null for an empty answer', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, '{"id":1}')).mockResolvedValueOnce(respond(200, ''));
    await expect(apiJson('GET', '/api/thing')).resolves.toEqual({ id: 1 });
    await expect(apiJson('POST', '/api/logout')).resolves.toBeNull();
  });

  it('throws from apiRequest when the answer is not ok', async () => {
    fetchMock.mockResolvedValue(respond(401, 'nope'));
    await expect(apiRequest('GET', '/api/user')).rejects.toThrow('401: nope');
  });

  describe('getQueryFn', () => {
    const context = (queryKey: readonly unknown[]) =>
      ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

    it('returns null on 401 when asked to', async () => {
      fetchMock.mockResolvedValue(respond(401, '{"statusCode":401,"message":"Unauthorized"}'));
      await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/user']))).resolves.toBeNull();
    });

    it('throws on 401 when asked to', async () => {
      fetchMock.mockResolvedValue(respond(401, 'Unauthorized'));
      await expect(getQueryFn({ on401: 'throw' })(context(['/api/user']))).rejects.toThrow(
        '401: Unauthorized',
      );
    });

    it('joins the query key into the URL and sends credentials', async () => {
      fetchMock.mockResolvedValue(respond(200, '{"id":5}'));
      await expect(getQueryFn({ on401: 'throw' })(context(['/api/learning-paths', 5]))).resolves.toEqual({
        id: 5,
      });
      expect(fetchMock).toHaveBeenCalledWith('/api/learning-paths/5', {
        credentials: 'include',
        headers: { 'Accept-Language': 'en' },
      });
    });
  });
});

describe('serverMessageOf', () => {
  it('reads the body message of an ApiError', () => {
    expect(
      serverMessageOf(ApiError.of(401, '{"statusCode":401,"message":"Invalid username or password"}')),
    ).toBe('Invalid username or password');
    expect(serverMessageOf(ApiError.of(500, 'Internal Server Error'))).toBe('Internal Server Error');
    expect(serverMessageOf(ApiError.of(400, '{"statusCode":400}'))).toBeUndefined();
  });

  it('reads the message of a JSON error body', () => {
    expect(
      serverMessageOf(new Error('401: {"statusCode":401,"message":"Invalid username or password"}')),
    ).toBe('Invalid username or password');
  });

  it('joins a list of validation messages', () => {
    expect(serverMessageOf(new Error('400: {"statusCode":400,"message":["a","b"]}'))).toBe('a, b');
  });

  it('falls back to the body text and to nothing', () => {
    expect(serverMessageOf(new Error('500: Internal Server Error'))).toBe('Internal Server Error');
    expect(serverMessageOf(new Error('400: {"statusCode":400}'))).toBeUndefined();
    expect(serverMessageOf('not an error')).toBeUndefined();
  });
});
