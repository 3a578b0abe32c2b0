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

  it('maps body-parser errors to readable 4xx messages', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected end'), {
      status: 400,
      expose: true,
      type: 'entity.parse.failed',
    });
    expect(toErrorBody(parseError)).toEqual({ statusCode: 400, message: 'Request body is not valid JSON' });
  });

  it('never exposes the message of unexpected errors', () => {
    expect(toErrorBody(new Error('password=hunter2 at db.ts:12'))).toEqual({
      statusCode: 500,
      message: 'Internal server error',
    });
    const hidden = Object.assign(new Error('internal'), { status: 500, expose: false });
    expect(toErrorBody(hidden)).toEqual({ statusCode: 500, message: 'Internal server error' });
  });
});
