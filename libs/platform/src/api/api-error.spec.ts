import { ApiError, apiErrorBodyOf, isApiError } from './api-error';
import { throwIfResNotOk } from './api-client';

/** A minimal fetch answer: jsdom has no Response class. */
function respond(status: number, body: string, statusText = ''): Response {
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => body } as Response;
}

async function errorOf(response: Response): Promise<unknown> {
  return throwIfResNotOk(response).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('ApiError', () => {
  it('carries the status and the JSON error body, with the SPEC §8 message', async () => {
    const error = await errorOf(
      respond(409, '{"statusCode":409,"message":"Nothing to review","requestId":"r1"}'),
    );
    expect(isApiError(error)).toBe(true);
    const apiError = error as ApiError;
    expect(apiError).toBeInstanceOf(Error);
    expect(apiError.status).toBe(409);
    expect(apiError.body).toEqual({ statusCode: 409, message: 'Nothing to review', requestId: 'r1' });
    expect(apiError.message).toBe('409: {"statusCode":409,"message":"Nothing to review","requestId":"r1"}');
  });

  it('takes a body that is not JSON as the message', async () => {
    const error = (await errorOf(respond(502, 'Bad gateway from nginx'))) as ApiError;
    expect(error.body).toEqual({ statusCode: 502, message: 'Bad gateway from nginx' });
    expect(error.message).toBe('502: Bad gateway from nginx');
  });

  it('uses the status text when the body is empty', async () => {
    const error = (await errorOf(respond(503, '', 'Service Unavailable'))) as ApiError;
    expect(error.body).toEqual({ statusCode: 503, message: 'Service Unavailable' });
    expect(error.message).toBe('503: Service Unavailable');
  });

  it('joins a list of messages and leaves an absent message empty', () => {
    expect(apiErrorBodyOf(400, '{"statusCode":400,"message":["a","b"]}').message).toBe('a, b');
    expect(apiErrorBodyOf(400, '{"statusCode":400}')).toEqual({ statusCode: 400, message: '' });
  });

  it('is told apart from other errors', () => {
    expect(isApiError(new Error('404: Not Found'))).toBe(false);
    expect(isApiError('404')).toBe(false);
    expect(isApiError(ApiError.of(404, 'Not Found'))).toBe(true);
  });
});
