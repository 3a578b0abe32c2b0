import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { toErrorBody } from './error-body';

describe('toErrorBody', () => {
  it('joins validation message arrays with "; "', () => {
    const error = new BadRequestException({ message: ['a must be a string', 'property b should not exist'] });
    expect(toErrorBody(error)).toEqual({
      statusCode: 400,
      message: 'a must be a string; property b should not exist',
    });
  });

  it('keeps the message of HTTP exceptions', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /x'))).toEqual({
      statusCode: 404,
      message: 'Cannot GET /x',
    });
    expect(toErrorBody(new PayloadTooLargeException())).toEqual({
      statusCode: 413,
      message: 'Payload Too Large',
    });
  });

  it("maps the HTTP server's body errors to readable 4xx messages", () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(toErrorBody(tooLarge)).toEqual({ statusCode: 413, message: 'Request body is too large' });
    const invalid = Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400 });
    expect(toErrorBody(invalid)).toEqual({ statusCode: 400, message: 'Request body is not valid JSON' });
  });

  it('never exposes the message of unexpected errors', () => {
    expect(toErrorBody(new Error('password=hunter2 at db.ts:12'))).toEqual({
      statusCode: 500,
      message: 'Internal server error',
    });
    const hidden = Object.assign(new Error('internal'), { statusCode: 500 });
    expect(toErrorBody(hidden)).toEqual({ statusCode: 500, message: 'Internal server error' });
  });

  it('answers 503 (retry later) when the database cannot be reached, without internals', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const terminated = new Error('Connection terminated unexpectedly');
    const shutdown = Object.assign(new Error('query failed'), {
      driverError: Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    });
    const released = Object.assign(new Error('Query runner already released'), {
      name: 'QueryRunnerAlreadyReleasedError',
    });
    for (const error of [refused, terminated, shutdown, released]) {
      expect(toErrorBody(error)).toEqual({
        statusCode: 503,
        message: 'The service is temporarily unavailable. Please try again shortly.',
      });
    }
    const constraint = Object.assign(new Error('duplicate key'), { driverError: { code: '23505' } });
    expect(toErrorBody(constraint).statusCode).toBe(500);
  });
});
