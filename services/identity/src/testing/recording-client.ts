import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request, { type Response } from 'supertest';

export interface RequestOptions {
  cookie?: string[];
  headers?: Record<string, string>;
}

/** A supertest client that keeps every response, so a test can check all bodies at once. */
export class RecordingClient {
  readonly responses: Response[] = [];

  constructor(private readonly app: NestFastifyApplication) {}

  post(path: string, body?: object, options: RequestOptions = {}): Promise<Response> {
    const pending = this.prepare(request(this.app.getHttpServer()).post(path), options);
    return this.record(body === undefined ? pending : pending.send(body));
  }

  get(path: string, options: RequestOptions = {}): Promise<Response> {
    return this.record(this.prepare(request(this.app.getHttpServer()).get(path), options));
  }

  private prepare(pending: request.Test, options: RequestOptions): request.Test {
    if (options.cookie) pending.set('Cookie', options.cookie);
    for (const [name, value] of Object.entries(options.headers ?? {})) pending.set(name, value);
    return pending;
  }

  private async record(pending: request.Test): Promise<Response> {
    const response = await pending;
    this.responses.push(response);
    return response;
  }
}

/** The session cookie (name=value) from a response's Set-Cookie, if any. */
export function sessionCookie(response: Response, name = 'gp.sid'): string[] | undefined {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = header?.find((value) => value.startsWith(`${name}=`) && !value.startsWith(`${name}=;`));
  return cookie ? [cookie.split(';')[0]] : undefined;
}
