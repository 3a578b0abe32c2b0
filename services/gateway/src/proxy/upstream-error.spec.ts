import { upstreamErrorBody } from './upstream-error';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('upstreamErrorBody', () => {
  it('answers 503 with the service name when it cannot be reached', () => {
    expect(upstreamErrorBody('identity', withCode('ECONNREFUSED'))).toEqual({
      statusCode: 503,
      message: 'The identity service is unavailable. Please try again shortly.',
    });
    expect(upstreamErrorBody('learning', withCode('ETIMEDOUT')).statusCode).toBe(503);
    const wrapped = Object.assign(new Error('connect ECONNREFUSED', { cause: withCode('ECONNREFUSED') }), {
      code: 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR',
    });
    expect(upstreamErrorBody('learning', wrapped).statusCode).toBe(503);
  });

  it('answers 502 for other upstream failures', () => {
    expect(upstreamErrorBody('learning', new Error('parse error'))).toEqual({
      statusCode: 502,
      message: 'The learning service is unavailable. Please try again shortly.',
    });
  });
});
